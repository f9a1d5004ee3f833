import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  bus,
  CountBadge,
  findRoute,
  isAgentSession,
  showsReferralEntry,
  usePromoCount,
  useSession,
  useSystemStatus,
  useTranslation,
} from '@site/shared';
import { activeNavItem, isFooterHidden, type NavItem } from './layout-rules';
import { IconAgent, IconCrown, IconGift, IconHome, IconUser } from './icons';
import { preloadRemote } from '../remotes/RemoteMount';
import styles from './shell.module.css';

/** product-rules 2: five items; product-rules 6: VIP, agent and member centre need a session. */
export function NavBar() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const session = useSession((s) => s.session);
  const status = useSystemStatus((s) => s.status);
  // The REFERRAL counter (product-rules 3.20): invitees now valid whose reward is paid when Invite friends opens.
  const referralsReady = usePromoCount('REFERRAL');
  if (isFooterHidden(pathname)) return null;
  const active = activeNavItem(pathname);

  const target = (item: NavItem): string | null => {
    switch (item) {
      case 'home':
        return '/m/home';
      case 'promotions':
        return '/m/activity';
      case 'vip':
        return session ? '/m/member/benefits' : '/m/login';
      case 'agent':
        if (!session) return null; // opens the login modal
        // product-rules 2.26 and 6.9: invite friends for a member who is not an agent, while REFERRAL is on.
        return !isAgentSession(session) && showsReferralEntry(session, status) ? '/m/inviteFriends' : '/m/member/home';
      case 'member':
        return session ? '/m/member/home' : '/m/login';
    }
  };

  const go = (item: NavItem) => {
    const to = target(item);
    if (to) navigate(to);
    else bus.emit('auth:open', { view: 'login' });
  };

  // Touching an item starts loading its remote before the tap completes.
  const warm = (item: NavItem) => {
    const to = target(item);
    const route = to ? findRoute(to) : undefined;
    if (route) preloadRemote(route.remote);
  };

  const items: Array<[NavItem, ReactNode]> = [
    ['home', <IconHome key="i" />],
    ['promotions', <IconGift key="i" />],
    ['vip', <IconCrown key="i" />],
    ['agent', <IconAgent key="i" />],
    ['member', <IconUser key="i" />],
  ];

  return (
    <>
      <div className={styles.navSpacer} aria-hidden="true" />
      <nav className={styles.navBar} data-testid="nav-bar">
        {items.map(([item, icon]) => (
          <button
            key={item}
            type="button"
            className={styles.navItem}
            data-active={active === item}
            data-testid={`nav-${item}`}
            onClick={() => go(item)}
            onTouchStart={() => warm(item)}
            onMouseEnter={() => warm(item)}
          >
            <span className={styles.navIcon}>
              {icon}
              {item === 'agent' && target(item) === '/m/inviteFriends' ? (
                <span className={styles.navBadge}>
                  <CountBadge count={referralsReady} testId="nav-badge-referral" />
                </span>
              ) : null}
            </span>
            <span>{t(`nav_${item}`)}</span>
          </button>
        ))}
      </nav>
    </>
  );
}
