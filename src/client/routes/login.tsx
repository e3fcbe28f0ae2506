// Sign In (spec §2, §5, §8): username (case sensitive) and password.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { messages } from '../../shared/messages.js';
import { useFeedback } from '../components/feedback.js';
import { TextField } from '../components/text-field.js';
import { signin } from '../features/auth/auth.api.js';
import { AuthLayout } from '../features/auth/auth-layout.js';
import { AuthSubmit } from '../features/auth/auth-submit.js';
import styles from '../features/auth/auth.module.css';
import { messageOf } from '../lib/api.js';
import { saveSession } from '../lib/session.js';

export default function LoginPage() {
  const navigate = useNavigate();
  const { notify } = useFeedback();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!username || !password) return notify(messages.invalidCredentials, 'error');
    setBusy(true);
    try {
      saveSession(await signin({ username, password }));
      navigate('/', { replace: true });
    } catch (error) {
      console.error(error);
      notify(messageOf(error, messages.signinFailed), 'error');
      setBusy(false);
    }
  }

  return (
    <AuthLayout title="Sign In" subtitle="Welcome back. Your spaces are waiting.">
      <form className={styles.form} onSubmit={(e) => void handleSubmit(e)} noValidate>
        <TextField
          id="login-username"
          label="Username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          required
          hint="Usernames are case sensitive."
        />
        <TextField
          id="login-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
        />
        <AuthSubmit busy={busy} busyText="Validating The User!" label="Sign In" />
      </form>
      <p className={styles.switch}>
        New here? <Link to="/signup">Create an account</Link>
      </p>
    </AuthLayout>
  );
}
