import { useEffect, useId, useRef } from 'react';
import { Dialog, useTranslation } from '@site/shared';
import type { AuthView } from '@site/shared';
import { RemoteMount } from '../remotes/RemoteMount';
import { IconClose } from './icons';
import { AUTH_POPUP_TITLES } from './layout-rules';
import styles from './shell.module.css';

/** product-rules 9: the dialog mask ignores clicks within 300 ms of opening. */
const MASK_GRACE_MS = 300;

/** The frame of the auth popups; the forms come from mf-auth's ./AuthPopup. */
export function AuthPopup({
  view,
  side,
  onClose,
  onSwitch,
}: {
  view: AuthView;
  side?: 'member' | 'agent';
  onClose: () => void;
  onSwitch: (view: AuthView) => void;
}) {
  const { t } = useTranslation('shell');
  const openedAt = useRef(Date.now());
  // The dialog is named by the form's own heading (mf-auth puts titleId on it); the label names it while that loads.
  const titleId = useId();
  useEffect(() => {
    openedAt.current = Date.now();
    // product-rules 4: login modal open adds a body class; closing removes it.
    document.body.classList.add('login-modal-open');
    return () => document.body.classList.remove('login-modal-open');
  }, [view]);
  const onMask = () => {
    if (Date.now() - openedAt.current >= MASK_GRACE_MS) onClose();
  };
  return (
    <Dialog
      className={styles.modalMask}
      onClose={onClose}
      onMaskClick={onMask}
      labelledBy={titleId}
      aria-label={t(AUTH_POPUP_TITLES[view])}
      data-testid="auth-popup"
      data-view={view}
    >
      <div className={styles.authPanel}>
        <button type="button" className={styles.authClose} onClick={onClose} aria-label={t('close')} data-testid="auth-close">
          <IconClose />
        </button>
        <RemoteMount remote="mf-auth" expose="./AuthPopup" props={{ view, side, onClose, onSwitch, titleId }} />
      </div>
    </Dialog>
  );
}
