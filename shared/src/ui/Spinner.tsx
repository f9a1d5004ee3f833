import styles from './ui.module.css';

/** The spinner's box height: a screen that holds the spinner's place before it shows uses the same figure. */
export const SPINNER_BOX_PX = 160;

/** product-rules 8: the spinner shown while a route loads (and, with a retry, when it failed). */
export function Spinner({ label }: { label?: string }) {
  return (
    <div className={styles.spinnerBox} style={{ minHeight: SPINNER_BOX_PX }} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      {label ? <span className={styles.spinnerLabel}>{label}</span> : null}
    </div>
  );
}

export function RetryPanel({ message, retryLabel, onRetry }: { message: string; retryLabel: string; onRetry: () => void }) {
  return (
    <div className={styles.retry} role="alert" data-testid="remote-retry">
      <span className={styles.spinner} aria-hidden="true" />
      <p className={styles.retryText}>{message}</p>
      <button type="button" className={styles.retryButton} onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}

export function EmptyState({ text }: { text: string }) {
  return (
    <div className={styles.empty} data-testid="empty-state">
      <svg width="56" height="56" viewBox="0 0 56 56" aria-hidden="true">
        <rect x="8" y="14" width="40" height="30" rx="6" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <path d="M8 24h40M20 32h16" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      <p>{text}</p>
    </div>
  );
}
