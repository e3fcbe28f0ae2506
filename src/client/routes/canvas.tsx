import styles from './placeholder.module.css';

/** Spec §2: a placeholder page. */
export default function CanvasPage() {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Canvas</h1>
    </div>
  );
}
