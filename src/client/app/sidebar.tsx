import {
  FolderPlus,
  Home,
  Images,
  Link2,
  LogIn,
  LogOut,
  Menu,
  PencilLine,
  Sparkles,
  User,
  X,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useLogout } from '../features/auth/logout.js';
import { useAddModal, type AddModal } from '../features/tools/tools-context.js';
import { useSession } from '../lib/session.js';
import { initialOf } from '../lib/url.js';
import { isCurrent, navLinks } from './nav-links.js';
import styles from './sidebar.module.css';

const icons = { Home, Gallary: Images, Profile: User, Features: Sparkles } as const;
const operations: Array<{ label: string; modal: AddModal; Icon: typeof Home }> = [
  { label: 'Space', modal: 'category', Icon: FolderPlus },
  { label: 'URL Automate', modal: 'url', Icon: Link2 },
  { label: 'Manual Data', modal: 'manual', Icon: PencilLine },
];

export function Sidebar() {
  const session = useSession();
  const { pathname } = useLocation();
  const [, setAddModal] = useAddModal();
  const logout = useLogout();
  const [open, setOpen] = useState(false);

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const username = session?.username ?? '';
  function openModal(modal: AddModal) {
    setOpen(false);
    setAddModal(modal);
  }

  return (
    <>
      {open && <div className={styles.scrim} onClick={() => setOpen(false)} aria-hidden="true" />}
      <aside id="sidebar" className={`${styles.sidebar} ${open ? styles.open : ''}`} aria-label="Sidebar">
        <div className={styles.welcome}>
          <span className={styles.avatar} aria-hidden="true">
            {initialOf(username)}
          </span>
          <div className={styles.welcomeText}>
            <span className={styles.welcomeLabel}>Welcome</span>
            <span className={styles.username}>{username}</span>
          </div>
        </div>

        <nav aria-label="Main">
          <ul className={styles.list}>
            {navLinks.map((link) => {
              const Icon = icons[link.label];
              const current = isCurrent(link.path, pathname);
              return (
                <li key={link.path}>
                  <Link
                    to={link.path}
                    className={`${styles.navLink} ${current ? styles.active : ''}`}
                    aria-current={current ? 'page' : undefined}
                  >
                    <Icon size={18} aria-hidden="true" />
                    {link.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        <section className={styles.operations} aria-labelledby="operations-heading">
          <h2 id="operations-heading" className={styles.sectionTitle}>
            Operations
          </h2>
          <ul className={styles.list}>
            {operations.map(({ label, modal, Icon }) => (
              <li key={modal}>
                <button type="button" className={styles.operation} onClick={() => openModal(modal)}>
                  <Icon size={18} aria-hidden="true" />
                  {label}
                </button>
              </li>
            ))}
          </ul>
        </section>

        <div className={styles.bottom}>
          {session ? (
            <button
              type="button"
              className={styles.logout}
              onClick={() => void logout()}
              aria-label={`Log out ${username}`}
            >
              <LogOut size={18} aria-hidden="true" />
              <span className={styles.logoutName}>{username}</span>
            </button>
          ) : (
            <Link to="/login" className={styles.logout}>
              <LogIn size={18} aria-hidden="true" />
              Login
            </Link>
          )}
        </div>
      </aside>
      <button
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls="sidebar"
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen((v) => !v)}
      >
        {open ? <X size={22} aria-hidden="true" /> : <Menu size={22} aria-hidden="true" />}
      </button>
    </>
  );
}
