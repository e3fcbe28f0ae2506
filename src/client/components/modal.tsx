import { X } from 'lucide-react';
import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './modal.module.css';
import { useFocusTrap } from './use-focus-trap.js';

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** alertdialog for confirmations (issue 3 §9); dialog for forms. */
  role?: 'dialog' | 'alertdialog';
  description?: string;
  size?: 'sm' | 'md';
}

export function Modal({ title, onClose, children, role = 'dialog', description, size = 'md' }: ModalProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const latestClose = useRef(onClose);
  latestClose.current = onClose;
  useFocusTrap(ref, () => latestClose.current());

  return createPortal(
    <div className={styles.backdrop} onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={ref}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        className={`${styles.panel} ${size === 'sm' ? styles.small : ''}`}
        tabIndex={-1}
      >
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className="btn btn-ghost btn-icon" aria-label="Close" onClick={onClose}>
            <X size={18} aria-hidden="true" />
          </button>
        </header>
        {description && (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        )}
        {children}
      </div>
    </div>,
    document.body,
  );
}
