import { FormStatus } from './form-status.js';
import styles from './forms.module.css';

interface FormActionsProps {
  busy: boolean;
  /** The spec's loading text, shown while the request runs. */
  busyText: string;
  submitLabel: string;
  onCancel: () => void;
}

/** A modal form's footer: the loading status, then Cancel and the submit button. */
export function FormActions({ busy, busyText, submitLabel, onCancel }: FormActionsProps) {
  return (
    <>
      <FormStatus busy={busy} text={busyText} />
      <div className={styles.actions}>
        <button type="button" className="btn" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </>
  );
}
