// /profile (spec §2): name, username, email and the 'Switch Account?' logout control.
import { LogOut } from 'lucide-react';
import { useEffect } from 'react';
import { fetchMe } from '../features/auth/auth.api.js';
import { useLogout } from '../features/auth/logout.js';
import { ImportExportSection } from '../features/transfer/import-export-section.js';
import { getSession, saveSession, useSession } from '../lib/session.js';
import { initialOf } from '../lib/url.js';
import styles from './profile.module.css';

export default function ProfilePage() {
  const session = useSession();
  const logout = useLogout();

  // The stored copy may be old (another device renamed the account); the server has the truth.
  useEffect(() => {
    fetchMe()
      .then((me) => {
        const current = getSession();
        if (
          current &&
          (current.name !== me.name || current.email !== me.email || current.username !== me.username)
        ) {
          saveSession({ ...current, ...me });
        }
      })
      .catch((error: unknown) => console.error(error));
  }, []);

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Profile</h1>
      <section className={styles.card} aria-labelledby="account-heading">
        <div className={styles.identity}>
          <span className={styles.avatar} aria-hidden="true">
            {initialOf(session?.name || session?.username || '')}
          </span>
          <h2 id="account-heading" className={styles.name}>
            {session?.name}
          </h2>
        </div>
        <dl className={styles.details}>
          <div>
            <dt>Name</dt>
            <dd>{session?.name}</dd>
          </div>
          <div>
            <dt>Username</dt>
            <dd>{session?.username}</dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>{session?.email}</dd>
          </div>
        </dl>
        <button type="button" className="btn" onClick={() => void logout()}>
          <LogOut size={16} aria-hidden="true" />
          Switch Account?
        </button>
      </section>

      {/* ── Import / Export slot ────────────────────────────────────────────────────────────────
          The transfer feature (src/client/features/transfer/) renders its section here.
          One-line edit: replace `null` with the component, e.g. {<TransferSection />}. */}
      <ImportExportSection />
    </div>
  );
}
