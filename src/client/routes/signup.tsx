// Sign Up (spec §2, §4, §5, §8): name, username, email, password. Success stores the session and goes
// to /login, which forwards a signed-in person to /.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { limits } from '../../shared/constants.js';
import { messages } from '../../shared/messages.js';
import { useFeedback } from '../components/feedback.js';
import { TextField } from '../components/text-field.js';
import { signup } from '../features/auth/auth.api.js';
import { AuthLayout } from '../features/auth/auth-layout.js';
import { AuthSubmit } from '../features/auth/auth-submit.js';
import styles from '../features/auth/auth.module.css';
import { messageOf } from '../lib/api.js';
import { saveSession } from '../lib/session.js';
import { useFormFields } from '../lib/use-form-fields.js';

export default function SignupPage() {
  const navigate = useNavigate();
  const { notify } = useFeedback();
  const [form, update] = useFormFields({ name: '', username: '', email: '', password: '' });
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!form.username || !form.password) return notify(messages.invalidCredentials, 'error');
    if (!form.name.trim() || !form.email.trim()) return notify(messages.signupFailed, 'error');
    setBusy(true);
    try {
      saveSession(await signup({ ...form, name: form.name.trim(), email: form.email.trim() }));
      navigate('/login', { replace: true });
    } catch (error) {
      console.error(error);
      notify(messageOf(error, messages.signupFailed), 'error');
      setBusy(false);
    }
  }

  return (
    <AuthLayout title="Sign Up" subtitle="Create your account. It takes a few seconds.">
      <form className={styles.form} onSubmit={(e) => void handleSubmit(e)}>
        <TextField
          id="signup-name"
          label="Name"
          autoComplete="name"
          value={form.name}
          onChange={update('name')}
          required
          maxLength={limits.personNameLength}
        />
        <TextField
          id="signup-username"
          label="Username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={form.username}
          onChange={update('username')}
          required
          minLength={limits.usernameMin}
          maxLength={limits.usernameMax}
          pattern="[A-Za-z0-9._\-]+"
          hint={
            <>
              {limits.usernameMin}–{limits.usernameMax} letters, digits, ".", "_" or "-". Case sensitive.
            </>
          }
        />
        <TextField
          id="signup-email"
          label="Email"
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={update('email')}
          required
          maxLength={limits.emailLength}
        />
        <TextField
          id="signup-password"
          label="Password"
          type="password"
          autoComplete="new-password"
          value={form.password}
          onChange={update('password')}
          required
          minLength={limits.passwordMin}
          hint={<>At least {limits.passwordMin} characters.</>}
        />
        <AuthSubmit busy={busy} busyText="Please Wait While We Create Your Profile!" label="Sign Up" />
      </form>
      <p className={styles.switch}>
        Already have an account? <Link to="/login">Sign in</Link>
      </p>
    </AuthLayout>
  );
}
