import { lazy, Suspense } from 'react';
import { bus, MEMBER_BAR_PX, remoteLifecycles, sessionStore, useSession, useTranslation } from '@site/shared';
import { NS } from '../i18n/bar';
import styles from './member-bar.module.css';

/** A logged-in player's card, with the balance: loaded only when there is a session (at once if there is one). */
const loadMemberCard = () => import('../components/MemberCard');
if (sessionStore.getState().session) void loadMemberCard();
const MemberCard = lazy(loadMemberCard);

/**
 * product-rules 2 member bar: nickname, or the account when there is no nickname; VIP label when VIP is on; copy-name
 * button; the balance. Guests see login and register buttons. Quick actions: deposit, withdraw, transfer.
 */
export default function MemberBar() {
  const { t } = useTranslation(NS);
  const session = useSession((s) => s.session);

  if (session) {
    return (
      <Suspense
        fallback={
          // The account name shows at once, where the card will show it; the rest follows with the card's code.
          <div className={styles.card} style={{ minHeight: MEMBER_BAR_PX.member }} data-testid="member-bar" aria-busy="true">
            <strong className={styles.pendingName}>{session.userName}</strong>
          </div>
        }
      >
        <MemberCard session={session} />
      </Suspense>
    );
  }
  return (
    <div className={styles.bar} style={{ height: MEMBER_BAR_PX.guest }} data-testid="member-bar">
      <div className={styles.guestText}>
        <strong>{t('bar.welcome')}</strong>
        <span>{t('bar.welcome_sub')}</span>
      </div>
      <div className={styles.guestActions}>
        <button type="button" className={styles.ghost} onClick={() => bus.emit('auth:open', { view: 'login' })} data-testid="bar-login">
          {t('common:login')}
        </button>
        <button
          type="button"
          className={styles.primary}
          onClick={() => bus.emit('auth:open', { view: 'register' })}
          data-testid="bar-register"
        >
          {t('common:register')}
        </button>
      </div>
    </div>
  );
}

export const { bootstrap, mount, unmount } = remoteLifecycles(MemberBar);
