import { Link, useNavigate } from 'react-router-dom';
import {
  bus,
  CountBadge,
  isRealMember,
  isSwitchOn,
  type MemberInfo,
  usePromoTotal,
  useSession,
  useSystemStatus,
  useTranslation,
} from '@site/shared';
import { NS } from '../i18n';
import { copyName, mayUseMemberFeature } from '../rules/member-actions';
import { MemberGuard } from '../components/MemberGuard';
import { TrialNotice } from '../components/TrialNotice';
import { Balance } from '../components/Balance';
import { Avatar } from '../components/Avatar';
import { useProfile } from '../stores/profile-store';
import { useMemberProfile } from '../hooks/use-profile';
import { vipProgress } from '../rules/balance-rules';
import { visibleLinks, type MemberLink } from '../rules/member-links';
import { ChevronIcon, CopyIcon, CrownIcon, DepositIcon, LogoutIcon, SettingsIcon, TransferIcon, WithdrawIcon } from '../components/icons';
import styles from './member.module.css';

function useOpen() {
  const navigate = useNavigate();
  return (link: Pick<MemberLink, 'path' | 'realOnly'>) => (!link.realOnly || mayUseMemberFeature()) && navigate(link.path);
}

/** product-rules 2/4 member centre (/m/member/home, /m/mine): 'new' template when mobileTemplate.mem_cen is '1', else base. */
export function MemberHomePage() {
  const status = useSystemStatus((s) => s.status);
  useMemberProfile();
  const template = status?.info.mobileTemplate?.mem_cen === '1' ? 'new' : 'base';
  return <MemberGuard allowTrial>{template === 'new' ? <NewTemplate /> : <BaseTemplate />}</MemberGuard>;
}

function useMemberView() {
  const session = useSession((s) => s.session)!;
  const member = useSession((s) => s.member);
  const status = useSystemStatus((s) => s.status);
  const avatar = useProfile((s) => s.avatar);
  const name = member?.nickname || session.userName;
  // product-rules 6: a trial account has no wallet, VIP rank or settings: it is shown what it can do instead.
  const real = isRealMember(session);
  const vipOn = real && isSwitchOn(status, 'VIPBENEFIT');
  return { session, member, status, avatar, name, vipOn, real, links: visibleLinks(status, session) };
}

/** product-rules 3.20: the rewards waiting for the member, from the shared promo counters. */
function RewardsBadge() {
  return <CountBadge count={usePromoTotal()} testId="member-rewards-badge" />;
}

function CopyName({ account, name }: { account: string; name: string }) {
  const { t } = useTranslation(NS);
  const copy = () => copyName(name);
  return (
    <button type="button" className={styles.copy} onClick={copy} aria-label={t('bar.copy')} data-testid="member-copy">
      {account}
      <CopyIcon size={13} />
    </button>
  );
}

function VipCard({ member }: { member: MemberInfo | null }) {
  const { t } = useTranslation(NS);
  // Member info carries the rank's progress (product-rules 3 shape).
  const progress = vipProgress(member);
  const label = member?.clubLabel?.labelName;
  const completed = member?.currentProgress.completedConditions;
  const total = member?.currentProgress.totalExpectedConditions;
  return (
    <Link to="/m/member/benefits" className={styles.vipCard} data-testid="vip-card">
      <span className={styles.vipBadge}>
        <CrownIcon size={20} />
      </span>
      <span className={styles.vipMain}>
        <span className={styles.vipRow}>
          <strong>{label ?? t('vip.none')}</strong>
          <span className={styles.vipPercent} data-testid="vip-progress">
            {Math.round(progress * 100)}%
          </span>
        </span>
        <span
          className={styles.progress}
          role="progressbar"
          aria-label={t('vip.progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress * 100)}
        >
          <span style={{ width: `${progress * 100}%` }} />
        </span>
        <span className={styles.vipHint}>
          {total !== undefined && completed !== undefined
            ? t('vip.conditions', { completed, total })
            : label
              ? t('vip.keep_playing')
              : t('vip.rule')}
        </span>
      </span>
      <ChevronIcon size={18} />
    </Link>
  );
}

/** The real member's wallet: balance, deposit, withdraw and (when FUNDTRANS3 is on) transfer. */
function WalletCard({ hasTransfer }: { hasTransfer: boolean }) {
  const { t } = useTranslation(NS);
  const open = useOpen();
  return (
    <div className={styles.walletCard}>
      <Balance />
      <div className={styles.walletActions} style={{ gridTemplateColumns: `repeat(${hasTransfer ? 3 : 2}, 1fr)` }}>
        <button type="button" onClick={() => open({ path: '/m/voucherCenter', realOnly: true })} data-testid="member-deposit">
          <DepositIcon size={20} />
          {t('home.deposit')}
        </button>
        <button type="button" onClick={() => open({ path: '/m/withdraw', realOnly: true })} data-testid="member-withdraw">
          <WithdrawIcon size={20} />
          {t('home.withdraw')}
        </button>
        {hasTransfer ? (
          <button type="button" onClick={() => open({ path: '/m/transfer', realOnly: true })} data-testid="member-transfer">
            <TransferIcon size={20} />
            {t('home.transfer')}
          </button>
        ) : null}
      </div>
    </div>
  );
}

function NewTemplate() {
  const { t } = useTranslation(NS);
  const open = useOpen();
  const { session, member, avatar, name, vipOn, real, links } = useMemberView();
  const groups = (['records', 'account', 'support'] as const)
    .map((group) => ({ group, items: links.filter((l) => l.group === group) }))
    .filter((g) => g.items.length);
  const hasTransfer = links.some((l) => l.key === 'transfer');
  return (
    <section className={styles.page} data-screen="member_home" data-template="new">
      <div className={styles.hero}>
        <Avatar avatarId={avatar?.avatarId} url={avatar?.url} name={name} size={64} />
        <div className={styles.heroText}>
          <span className={styles.nameRow}>
            <strong className={styles.name} data-testid="member-home-name">
              {name}
            </strong>
            {vipOn && member?.clubLabel?.labelName ? <span className={styles.vipChip}>{member.clubLabel.labelName}</span> : null}
            {!real ? <span className={styles.trialChip}>{t('bar.trial')}</span> : null}
          </span>
          <CopyName account={session.userName} name={name} />
        </div>
        {real ? (
          <button
            type="button"
            className={styles.heroAction}
            onClick={() => open({ path: '/m/set', realOnly: true })}
            aria-label={t('home.settings')}
          >
            <SettingsIcon size={20} />
          </button>
        ) : null}
      </div>
      {vipOn ? <VipCard member={member} /> : null}
      {real ? <WalletCard hasTransfer={hasTransfer} /> : <TrialNotice variant="banner" />}
      {groups.map(({ group, items }) => (
        <div key={group} className={styles.menuGroup}>
          <h2 className={styles.groupTitle}>{t(`home.group_${group}`)}</h2>
          <ul className={styles.menu}>
            {items.map((link) => (
              <li key={link.key}>
                <button type="button" className={styles.menuItem} onClick={() => open(link)} data-testid={`member-${link.key}`}>
                  <span className={styles.menuIcon}>
                    <link.icon size={19} />
                  </span>
                  <span className={styles.menuText}>{t(`home.${link.key}`)}</span>
                  {link.key === 'rewards' ? <RewardsBadge /> : null}
                  <ChevronIcon size={16} />
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <button type="button" className={styles.logout} onClick={() => bus.emit('auth:logout', {})} data-testid="member-logout">
        <LogoutIcon size={18} />
        {t('common:logout')}
      </button>
    </section>
  );
}

function BaseTemplate() {
  const { t } = useTranslation(NS);
  const open = useOpen();
  const { session, member, avatar, name, vipOn, real, links } = useMemberView();
  return (
    <section className={styles.page} data-screen="member_home" data-template="base">
      <div className={styles.profile}>
        <Avatar avatarId={avatar?.avatarId} url={avatar?.url} name={name} size={54} />
        <div className={styles.heroText}>
          <span className={styles.nameRow}>
            <strong className={styles.name} data-testid="member-home-name">
              {name}
            </strong>
            {vipOn && member?.clubLabel?.labelName ? <span className={styles.vipChip}>{member.clubLabel.labelName}</span> : null}
            {!real ? <span className={styles.trialChip}>{t('bar.trial')}</span> : null}
          </span>
          <CopyName account={session.userName} name={name} />
        </div>
      </div>
      {real ? <Balance /> : <TrialNotice variant="banner" />}
      {vipOn ? <VipCard member={member} /> : null}
      <ul className={styles.grid}>
        {links.map((link) => (
          <li key={link.key}>
            <button type="button" className={styles.tile} onClick={() => open(link)} data-testid={`member-${link.key}`}>
              <span className={styles.tileIcon}>
                <link.icon size={22} />
              </span>
              {t(`home.${link.key}`)}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.logout} onClick={() => bus.emit('auth:logout', {})} data-testid="member-logout">
        <LogoutIcon size={18} />
        {t('common:logout')}
      </button>
    </section>
  );
}
