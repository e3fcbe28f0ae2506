// Sign Up (spec §2, §4, §5, §8): name, username, email, password. Success stores the session and goes
// to /login, which forwards a signed-in person to /.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { limits } from '../../shared/constants.js';
import { messages } from '../../shared/messages.js';
import { useFeedback } from '../components/feedback.js';
import { signup } from '../features/auth/auth.api.js';
import { AuthLayout } from '../features/auth/auth-layout.js';
import styles from '../features/auth/auth.module.css';
import { FormStatus } from '../features/tools/form-status.js';
import { messageOf } from '../lib/api.js';
import { saveSession } from '../lib/session.js';

export default function SignupPage() {
  const navigate = useNavigate();
  const { notify } = useFeedback();
  const [form, setForm] = useState({ name: '', username: '', email: '', password: '' });
  const [busy, setBusy] = useState(false);
  const update = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

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
        <div className="field">
          <label htmlFor="signup-name">Name</label>
          <input
            id="signup-name"
            className="input"
            autoComplete="name"
            value={form.name}
            onChange={update('name')}
            required
            maxLength={limits.personNameLength}
          />
        </div>
        <div className="field">
          <label htmlFor="signup-username">Username</label>
          <input
            id="signup-username"
            className="input"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={form.username}
            onChange={update('username')}
            required
            minLength={limits.usernameMin}
            maxLength={limits.usernameMax}
            pattern="[A-Za-z0-9._\-]+"
            aria-describedby="signup-username-hint"
          />
          <span id="signup-username-hint" className="hint">
            {limits.usernameMin}–{limits.usernameMax} letters, digits, ".", "_" or "-". Case sensitive.
          </span>
        </div>
        <div className="field">
          <label htmlFor="signup-email">Email</label>
          <input
            id="signup-email"
            className="input"
            type="email"
            autoComplete="email"
            value={form.email}
            onChange={update('email')}
            required
            maxLength={limits.emailLength}
          />
        </div>
        <div className="field">
          <label htmlFor="signup-password">Password</label>
          <input
            id="signup-password"
            className="input"
            type="password"
            autoComplete="new-password"
            value={form.password}
            onChange={update('password')}
            required
            minLength={limits.passwordMin}
            aria-describedby="signup-password-hint"
          />
          <span id="signup-password-hint" className="hint">
            At least {limits.passwordMin} characters.
          </span>
        </div>
        <FormStatus busy={busy} text="Please Wait While We Create Your Profile!" />
        <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={busy}>
          Sign Up
        </button>
      </form>
      <p className={styles.switch}>
        Already have an account? <Link to="/login">Sign in</Link>
      </p>
    </AuthLayout>
  );
}
