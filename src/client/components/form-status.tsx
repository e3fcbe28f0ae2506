import styles from './forms.module.css';

/** The spec's loading text of a form, announced while the request runs. */
export function FormStatus({ busy, text }: { busy: boolean; text: string }) {
  return (
    <div role="status" className={styles.status}>
      {busy && (
        <>
          <span className="spinner" aria-hidden="true" />
          <span>{text}</span>
        </>
      )}
    </div>
  );
}
