// Sign In (spec §2, §5, §8): username (case sensitive) and password.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { messages } from '../../shared/messages.js';
import { useFeedback } from '../components/feedback.js';
import { signin } from '../features/auth/auth.api.js';
import { AuthLayout } from '../features/auth/auth-layout.js';
import styles from '../features/auth/auth.module.css';
import { FormStatus } from '../features/tools/form-status.js';
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
        <div className="field">
          <label htmlFor="login-username">Username</label>
          <input
            id="login-username"
            className="input"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            required
            aria-describedby="login-username-hint"
          />
          <span id="login-username-hint" className="hint">
            Usernames are case sensitive.
          </span>
        </div>
        <div className="field">
          <label htmlFor="login-password">Password</label>
          <input
            id="login-password"
            className="input"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
        </div>
        <FormStatus busy={busy} text="Validating The User!" />
        <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={busy}>
          Sign In
        </button>
      </form>
      <p className={styles.switch}>
        New here? <Link to="/signup">Create an account</Link>
      </p>
    </AuthLayout>
  );
}
