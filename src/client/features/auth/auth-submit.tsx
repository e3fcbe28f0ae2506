import { FormStatus } from '../../components/form-status.js';
import styles from './auth.module.css';

/** The sign-in and sign-up footer: the loading status, then the full-width submit button. */
export function AuthSubmit({ busy, busyText, label }: { busy: boolean; busyText: string; label: string }) {
  return (
    <>
      <FormStatus busy={busy} text={busyText} />
      <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={busy}>
        {label}
      </button>
    </>
  );
}
