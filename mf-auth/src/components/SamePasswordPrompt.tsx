import { useId } from 'react';
import { Dialog, DialogTitle, useTranslation } from '@site/shared';
import { NS } from '../i18n';
import styles from './auth.module.css';

/**
 * product-rules 5 / spec keys: same_password is a prompt with a submit button, not a line under the field. Submitting
 * (or Escape) closes it; the form then puts the focus back on the new password.
 */
export function SamePasswordPrompt({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(NS);
  const messageId = useId();
  return (
    <Dialog className={styles.promptMask} role="alertdialog" onClose={onClose} labelledBy={messageId} data-testid="same-password-prompt">
      <div className={styles.promptCard}>
        <DialogTitle id={messageId} className={styles.promptMessage}>
          {t('common:same_password')}
        </DialogTitle>
        <button type="button" className={styles.primary} onClick={onClose} autoFocus data-testid="same-password-submit">
          {t('common:submit')}
        </button>
      </div>
    </Dialog>
  );
}
