import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { bus, isSwitchOn, remoteLifecycles, toast, TOAST_MS, useSession, useSystemStatus } from '@site/shared';
import { NS } from '../i18n';
import { mayUseMemberFeature } from '../components/member-actions';
import { Balance } from '../components/Balance';
import { Avatar } from '../components/Avatar';
import { profileStore, useProfile } from '../components/profile-store';
import { CopyIcon, LogoutIcon, TransferIcon } from '../components/icons';
import styles from './member-bar.module.css';

/**
 * spec 2 member bar: nickname, or the account when there is no nickname; VIP label when VIP is on; copy-name
 * button; the balance. Guests see login and register buttons. Quick actions: deposit, withdraw, transfer.
 */
export default function MemberBar() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const session = useSession((s) => s.session);
  const member = useSession((s) => s.member);
  const status = useSystemStatus((s) => s.status);
  const avatar = useProfile((s) => s.avatar);

  useEffect(() => {
    if (session) void profileStore.getState().load();
  }, [session]);

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
  const vipLabel = isSwitchOn(status, 'VIPBENEFIT') ? member?.clubLabel?.labelName : null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(name);
      toast.show(t('common:copied'), 'success', TOAST_MS.success);
    } catch {
      toast.show(name, 'info', TOAST_MS.short);
    }
  };
  const go = (path: string) => mayUseMemberFeature() && navigate(path);
  return (
    <div className={styles.card} data-testid="member-bar">
      <div className={styles.top}>
        <div className={styles.who}>
          <Avatar avatarId={avatar?.avatarId} url={avatar?.url} name={name} size={40} />
          <span className={styles.nameBlock}>
            <span className={styles.nameRow}>
              <strong data-testid="member-name">{name}</strong>
              {vipLabel ? (
                <span className={styles.vip} data-testid="member-vip">
                  {vipLabel}
                </span>
              ) : null}
              {session.trail ? <span className={styles.trial}>{t('bar.trial')}</span> : null}
            </span>
            <button type="button" className={styles.copy} onClick={copy} aria-label={t('bar.copy')} data-testid="copy-name">
              <span>{session.userName}</span>
              <CopyIcon size={13} />
            </button>
          </span>
        </div>
        <div className={styles.balance}>
          <Balance compact />
        </div>
      </div>
      <div className={styles.quick}>
        {/* Deposit and withdraw sit in the home's quick actions (spec 2), next to this bar. */}
        {isSwitchOn(status, 'FUNDTRANS3') ? (
          <button type="button" onClick={() => go('/m/transfer')} data-testid="quick-transfer">
            <span className={styles.quickIcon}>
              <TransferIcon size={18} />
            </span>
            {t('bar.transfer')}
          </button>
        ) : null}
        <button type="button" onClick={() => bus.emit('auth:logout', {})} data-testid="quick-logout">
          <span className={styles.quickIcon}>
            <LogoutIcon size={18} />
          </span>
          {t('common:logout')}
        </button>
      </div>
    </div>
  );
}

export const { bootstrap, mount, unmount } = remoteLifecycles(MemberBar);
