// In-app replacements for window.alert and window.confirm (issue 3 §9): toasts with role="alert"
// and a confirmation dialog with role="alertdialog". Both render user text as text only.
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import styles from './feedback.module.css';
import { Modal } from './modal.js';

type Tone = 'info' | 'error' | 'success';
interface Toast {
  id: number;
  message: string;
  tone: Tone;
}
interface ConfirmRequest {
  message: string;
  confirmLabel: string;
  resolve: (ok: boolean) => void;
}
interface Feedback {
  notify: (message: string, tone?: Tone) => void;
  confirm: (message: string, confirmLabel?: string) => Promise<boolean>;
}

const FeedbackContext = createContext<Feedback | null>(null);
const TOAST_MS = 5000;

export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const notify = useCallback(
    (message: string, tone: Tone = 'info') => {
      const id = nextId.current++;
      setToasts((list) => [...list.filter((t) => t.message !== message), { id, message, tone }].slice(-4));
      setTimeout(() => dismiss(id), TOAST_MS);
    },
    [dismiss],
  );
  const confirm = useCallback(
    (message: string, confirmLabel = 'Delete') =>
      new Promise<boolean>((resolve) => setRequest({ message, confirmLabel, resolve })),
    [],
  );
  const value = useMemo(() => ({ notify, confirm }), [notify, confirm]);

  function answer(ok: boolean) {
    request?.resolve(ok);
    setRequest(null);
  }

  return (
    <FeedbackContext.Provider value={value}>
      {children}
      <div className={styles.toasts}>
        {toasts.map((toast) => (
          <div key={toast.id} role="alert" className={`${styles.toast} ${styles[toast.tone]}`}>
            {toast.tone === 'success' ? (
              <CircleCheck size={18} aria-hidden="true" />
            ) : (
              <CircleAlert size={18} aria-hidden="true" />
            )}
            <span className={styles.message}>{toast.message}</span>
            <button
              type="button"
              className={styles.close}
              aria-label="Dismiss"
              onClick={() => dismiss(toast.id)}
            >
              <X size={16} aria-hidden="true" />
            </button>
          </div>
        ))}
      </div>
      {request && (
        <Modal
          title="Please confirm"
          role="alertdialog"
          description={request.message}
          size="sm"
          onClose={() => answer(false)}
        >
          <div className={styles.actions}>
            <button type="button" className="btn" data-autofocus onClick={() => answer(false)}>
              Cancel
            </button>
            <button type="button" className="btn btn-danger" onClick={() => answer(true)}>
              {request.confirmLabel}
            </button>
          </div>
        </Modal>
      )}
    </FeedbackContext.Provider>
  );
}

export function useFeedback(): Feedback {
  const value = useContext(FeedbackContext);
  if (!value) throw new Error('useFeedback needs <FeedbackProvider>');
  return value;
}
