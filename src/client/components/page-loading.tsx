import { messages } from '../../shared/messages.js';

export function PageLoading() {
  return (
    <div role="status" style={{ display: 'grid', placeItems: 'center', padding: 'var(--space-7)' }}>
      <div className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{messages.loading}</span>
    </div>
  );
}
