import { Home } from 'lucide-react';
import { Link } from 'react-router';
import { messages } from '../../shared/messages.js';
import styles from './placeholder.module.css';

export default function NotFoundPage() {
  return (
    <div className={styles.page}>
      <div className={styles.notFound}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 className={styles.title}>{messages.notFoundPage}</h1>
        <Link to="/" className="btn btn-primary">
          <Home size={16} aria-hidden="true" />
          Home
        </Link>
      </div>
    </div>
  );
}
