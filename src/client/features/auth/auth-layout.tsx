import type { ReactNode } from 'react';
import styles from './auth.module.css';

/** Sign-in and sign-up sit outside the shell (spec §2): a centred card beside the product's pitch. */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.screen}>
      <aside className={styles.pitch} aria-hidden="true">
        <div className={styles.brand}>
          <span className={styles.logo}>T</span>
          Toolspace
        </div>
        <p className={styles.tagline}>
          Every link and tool you rely on, in one calm place that lives on your own server.
        </p>
      </aside>
      <main className={styles.main}>
        <div className={styles.card}>
          <div className={styles.mobileBrand}>
            <span className={styles.logo} aria-hidden="true">
              T
            </span>
            Toolspace
          </div>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.subtitle}>{subtitle}</p>
          {children}
        </div>
      </main>
    </div>
  );
}
