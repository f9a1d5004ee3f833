import { type ReactNode, useId } from 'react';
import { Dialog, DialogTitle, useTranslation } from '@site/shared';
import styles from './date-picker.module.css';

/** A bottom sheet over the page (confirmations that need input, such as the payment password): the shared Dialog. */
export function Sheet({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog className={styles.mask} onClose={onClose} onMaskClick={onClose} labelledBy={titleId}>
      <div className={styles.sheet} style={{ paddingTop: 4 }}>
        <div className={styles.head}>
          <span />
          <DialogTitle id={titleId}>{title}</DialogTitle>
          <button type="button" className={styles.headButton} onClick={onClose} aria-label={t('common:close')}>
            ✕
          </button>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 14, paddingTop: 16 }}>{children}</div>
      </div>
    </Dialog>
  );
}
