import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api, bus, Dialog, DialogTitle, sessionStore, toast, TOAST_MS, useTranslation } from '@site/shared';
import styles from './shell.module.css';

/**
 * product-rules 4 logout: confirmation (cancel / log out), loading, server call with the session token, clear the
 * session, trial user and member info, autoLogin '0', go to /m/home. Any remote asks with bus 'auth:logout'.
 */
export function LogoutPrompt() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const questionId = useId();
  useEffect(() => bus.on('auth:logout', () => setOpen(true)), []);
  if (!open) return null;
  const confirm = async () => {
    setBusy(true);
    toast.loading(t('loading'));
    // The token is revoked server-side; a failure (already expired) still ends the local session.
    await api.post('/wps/session/logout').catch(() => undefined);
    try {
      sessionStorage.removeItem('trialUserName');
    } catch {
      /* storage blocked */
    }
    sessionStore.getState().signOut();
    bus.emit('auth:loggedOut', {});
    toast.show(t('in_been_out'), 'success', TOAST_MS.success);
    setBusy(false);
    setOpen(false);
    navigate('/m/home');
  };
  const cancel = () => {
    if (!busy) setOpen(false);
  };
  return (
    <Dialog className={styles.modalMask} role="alertdialog" onClose={cancel} labelledBy={questionId} data-testid="logout-prompt">
      <div className={styles.promptCard}>
        <DialogTitle id={questionId} className={styles.promptQuestion}>
          {t('logout_confirm')}
        </DialogTitle>
        <div className={styles.promptActions}>
          <button type="button" onClick={cancel} disabled={busy}>
            {t('cancel')}
          </button>
          <button type="button" className={styles.promptPrimary} onClick={confirm} disabled={busy} data-testid="logout-confirm">
            {t('logout')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
