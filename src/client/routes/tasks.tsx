import styles from './placeholder.module.css';

/** Spec §2: a placeholder showing only the word Tasks. */
export default function TasksPage() {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Tasks</h1>
    </div>
  );
}
