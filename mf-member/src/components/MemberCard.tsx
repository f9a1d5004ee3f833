import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { bus, isRealMember, isSwitchOn, MEMBER_BAR_PX, useSession, useSystemStatus, useTranslation, type SessionInfo } from '@site/shared';
import { NS } from '../i18n/bar';
import { copyName, mayUseMemberFeature } from '../rules/member-actions';
import { Balance } from './Balance';
import { Avatar } from './Avatar';
import { profileStore, useProfile } from '../stores/profile-store';
import { CopyIcon, LogoutIcon, TransferIcon } from './icons';
import styles from '../expose/member-bar.module.css';

/**
 * The member bar of a logged-in player: name (nickname first), VIP label, copy-name, balance, transfer and
 * logout. Loaded only for members, so a guest's home never downloads the balance and profile code.
 */
export default function MemberCard({ session }: { session: SessionInfo }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const member = useSession((s) => s.member);
  const status = useSystemStatus((s) => s.status);
  const avatar = useProfile((s) => s.avatar);

  useEffect(() => {
    void profileStore.getState().load();
  }, [session]);

  const name = member?.nickname || session.userName;
  // product-rules 6: a trial account has no wallet to show or move money from, nor a VIP rank: it is offered a real account.
  const real = isRealMember(session);
  const vipLabel = real && isSwitchOn(status, 'VIPBENEFIT') ? member?.clubLabel?.labelName : null;
  const copy = () => copyName(name);
  const go = (path: string) => mayUseMemberFeature() && navigate(path);
  return (
    <div className={styles.card} style={{ minHeight: MEMBER_BAR_PX.member }} data-testid="member-bar">
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
              {!real ? <span className={styles.trial}>{t('bar.trial')}</span> : null}
            </span>
            <button type="button" className={styles.copy} onClick={copy} aria-label={t('bar.copy')} data-testid="copy-name">
              <span>{session.userName}</span>
              <CopyIcon size={13} />
            </button>
          </span>
        </div>
        <div className={styles.balance}>
          {real ? (
            <Balance compact />
          ) : (
            <button
              type="button"
              className={styles.primary}
              onClick={() => bus.emit('auth:open', { view: 'register' })}
              data-testid="bar-play-real"
            >
              {t('trial.play_real')}
            </button>
          )}
        </div>
      </div>
      <div className={styles.quick}>
        {/* Deposit and withdraw sit in the home's quick actions (product-rules 2), next to this bar. */}
        {real && isSwitchOn(status, 'FUNDTRANS3') ? (
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
