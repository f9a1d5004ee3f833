import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '@site/shared';
import styles from './date-picker.module.css';

/** A bottom sheet over the page (confirmations that need input, such as the payment password). */
export function Sheet({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  return createPortal(
    <div className={styles.mask} onClick={onClose}>
      <div
        className={styles.sheet}
        role="dialog"
        aria-modal="true"
        aria-label={title}
        onClick={(e) => e.stopPropagation()}
        style={{ paddingTop: 4 }}
      >
        <div className={styles.head}>
          <span />
          <strong>{title}</strong>
          <button type="button" className={styles.headButton} onClick={onClose} aria-label={t('common:close')}>
            ✕
          </button>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 14, paddingTop: 16 }}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}
