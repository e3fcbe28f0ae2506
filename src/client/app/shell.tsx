// The app shell of spec §2: top bar, sidebar, loading and error overlays, animated content area.
// Without a stored token it says 'Please Login Again!' and goes to /login.
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { messages } from '../../shared/messages.js';
import { useFeedback } from '../components/feedback.js';
import { setUnauthorizedHandler } from '../lib/api.js';
import { clearCache } from '../lib/cache.js';
import { clearSession, useSession } from '../lib/session.js';
import { isQuietRedirect } from '../features/auth/logout.js';
import { AddModals } from '../features/tools/add-modals.js';
import { ToolsProvider, useToolsState, useToolsStore } from '../features/tools/tools-context.js';
import { Sidebar } from './sidebar.js';
import styles from './shell.module.css';

export function Shell() {
  const session = useSession();
  useEffect(() => {
    setUnauthorizedHandler(() => {
      clearSession();
      clearCache();
    });
  }, []);
  if (!session) return <RedirectToLogin />;
  return (
    <ToolsProvider key={session.token}>
      <ShellLayout />
    </ToolsProvider>
  );
}

function RedirectToLogin() {
  const { notify } = useFeedback();
  useEffect(() => {
    if (!isQuietRedirect()) notify(messages.loginAgain, 'error');
  }, [notify]);
  return <Navigate to="/login" replace />;
}

function ShellLayout() {
  const { pathname } = useLocation();
  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <header className={styles.topbar}>
        <span className={styles.logo} aria-hidden="true">
          T
        </span>
        <span className={styles.appTitle}>Toolspace</span>
      </header>
      <Sidebar />
      <main id="main" className={styles.main} tabIndex={-1}>
        <div key={pathname} className={styles.content}>
          <Outlet />
        </div>
        <StatusOverlay />
      </main>
      <AddModals />
    </div>
  );
}

function StatusOverlay() {
  const { loading, error } = useToolsState();
  const store = useToolsStore();
  if (error) {
    return (
      <div className={styles.overlay} role="alert">
        <div className={styles.overlayCard}>
          <p className={styles.overlayText}>{messages.somethingWrong}</p>
          <button type="button" className="btn btn-primary" onClick={() => void store.refresh()}>
            Try again
          </button>
        </div>
      </div>
    );
  }
  if (!loading) return null;
  return (
    <div className={styles.overlay} role="status">
      <div className={styles.overlayCard}>
        <div className="spinner" aria-hidden="true" />
        <p className={styles.overlayText}>{messages.loading}</p>
      </div>
    </div>
  );
}
