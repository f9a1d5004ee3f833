import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { api, bus, isSwitchOn, sessionStore, useSession, useSystemStatus, type MemberInfo } from '@site/shared';
import { NS } from '../i18n';
import { mayUseMemberFeature } from '../components/member-actions';
import styles from './member.module.css';

interface Entry {
  path: string;
  key: string;
  icon: string;
  /** White-label switch that must be on (spec 2 pop-up menu keys). */
  switchKey?: string;
}

const ENTRIES: Entry[] = [
  { path: '/m/voucherCenter', key: 'deposit', icon: '💰' },
  { path: '/m/withdraw', key: 'withdraw', icon: '🏧' },
  { path: '/m/transfer', key: 'transfer', icon: '🔁', switchKey: 'FUNDTRANS3' },
  { path: '/m/transaction/record', key: 'records', icon: '📒', switchKey: 'TRANSREC3' },
  { path: '/m/gameRecord', key: 'bets', icon: '🎲', switchKey: 'TRANSBETREPMEM3' },
  { path: '/m/securityCenter', key: 'security', icon: '🛡', switchKey: 'SECPRIV' },
  { path: '/m/set', key: 'settings', icon: '⚙' },
  { path: '/m/changePsw', key: 'password', icon: '🔑' },
];

/** spec 2 member centre (/m/member/home, /m/mine): profile, the member links allowed by the white label, logout. */
export function MemberHomePage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const session = useSession((s) => s.session);
  const member = useSession((s) => s.member);
  const status = useSystemStatus((s) => s.status);

  useEffect(() => {
    // spec 6: only a stored session lets the member centre work.
    if (!session) {
      bus.emit('auth:open', { view: 'login' });
      return;
    }
    api.get<MemberInfo>('/wps/member/info').then((info) => sessionStore.getState().setMember(info), () => undefined);
  }, [session]);

  if (!session) return null;
  const entries = ENTRIES.filter((e) => !e.switchKey || isSwitchOn(status, e.switchKey));
  const open = (entry: Entry) => (entry.path === '/m/changePsw' || mayUseMemberFeature()) && navigate(entry.path);
  return (
    <section className={styles.page} data-screen="member_home">
      <div className={styles.profile}>
        <span className={styles.avatar} aria-hidden="true">
          {(member?.nickname || session.userName).slice(0, 1).toUpperCase()}
        </span>
        <div>
          <strong className={styles.name}>{member?.nickname || session.userName}</strong>
          <span className={styles.account}>{session.userName}</span>
        </div>
      </div>
      <ul className={styles.grid}>
        {entries.map((entry) => (
          <li key={entry.key}>
            <button type="button" className={styles.tile} onClick={() => open(entry)} data-testid={`member-${entry.key}`}>
              <span className={styles.tileIcon} aria-hidden="true">
                {entry.icon}
              </span>
              {t(`home.${entry.key}`)}
            </button>
          </li>
        ))}
      </ul>
      <Link to="/m/help" className={styles.helpLink}>
        {t('home.help')}
      </Link>
      <button type="button" className={styles.logout} onClick={() => bus.emit('auth:logout', {})} data-testid="member-logout">
        {t('common:logout')}
      </button>
    </section>
  );
}
