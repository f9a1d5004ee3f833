import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { bus, remoteLifecycles, toast, TOAST_MS, useSession } from '@site/shared';
import { NS } from '../i18n';
import { mayUseMemberFeature } from '../components/member-actions';
import styles from './member-bar.module.css';

/**
 * spec 2 member bar: nickname, or the account when there is no nickname; VIP label; copy-name button.
 * Guests see login and register buttons. Quick actions: deposit, withdraw.
 */
export default function MemberBar() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const session = useSession((s) => s.session);
  const member = useSession((s) => s.member);

  if (!session) {
    return (
      <div className={styles.bar} data-testid="member-bar">
        <div className={styles.guestText}>
          <strong>{t('bar.welcome')}</strong>
          <span>{t('bar.welcome_sub')}</span>
        </div>
        <div className={styles.guestActions}>
          <button type="button" className={styles.ghost} onClick={() => bus.emit('auth:open', { view: 'login' })} data-testid="bar-login">
            {t('common:login')}
          </button>
          <button type="button" className={styles.primary} onClick={() => bus.emit('auth:open', { view: 'register' })} data-testid="bar-register">
            {t('common:register')}
          </button>
        </div>
      </div>
    );
  }

  const name = member?.nickname || session.userName;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(session.userName);
      toast.show(t('common:copied'), 'success', TOAST_MS.success);
    } catch {
      toast.show(session.userName, 'info', TOAST_MS.short);
    }
  };
  const go = (path: string) => mayUseMemberFeature() && navigate(path);
  return (
    <div className={styles.bar} data-testid="member-bar">
      <div className={styles.who}>
        <span className={styles.avatar} aria-hidden="true">
          {name.slice(0, 1).toUpperCase()}
        </span>
        <div>
          <div className={styles.nameRow}>
            <strong data-testid="member-name">{name}</strong>
            {member?.clubLabel?.labelName ? <span className={styles.vip}>{member.clubLabel.labelName}</span> : null}
            {session.trail ? <span className={styles.trial}>{t('bar.trial')}</span> : null}
          </div>
          <button type="button" className={styles.copy} onClick={copy} aria-label={t('bar.copy')}>
            {session.userName} ⧉
          </button>
        </div>
      </div>
      <div className={styles.quick}>
        <button type="button" onClick={() => go('/m/voucherCenter')} data-testid="quick-deposit">
          <span aria-hidden="true">＋</span>
          {t('bar.deposit')}
        </button>
        <button type="button" onClick={() => go('/m/withdraw')} data-testid="quick-withdraw">
          <span aria-hidden="true">－</span>
          {t('bar.withdraw')}
        </button>
        <button type="button" onClick={() => bus.emit('auth:logout', {})} data-testid="quick-logout">
          <span aria-hidden="true">⎋</span>
          {t('common:logout')}
        </button>
      </div>
    </div>
  );
}

export const { bootstrap, mount, unmount } = remoteLifecycles(MemberBar);
