import { useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CountBadge, EmptyState, formatDateTime, formatMoney, Spinner, useTranslation } from '@site/shared';
import { NS } from '../../i18n';
import type { MissionTask, RaffleView, RewardItem } from './api/reward-centre.api';
import { useRewardCentre } from './use-reward-centre';
import { verifyDraw } from './raffle-proof';
import styles from './reward-centre.module.css';

const TABS = ['rewards', 'missions', 'raffle', 'history'] as const;
type Tab = (typeof TABS)[number];

/**
 * /m/rewardCenter: the rewards waiting to be claimed, the missions of the day and week with their progress (the
 * pop-up menu's Mission opens ?tab=missions), and the history of what was paid. Badges count what waits
 * (product-rules 3.20, the one call's counters).
 */
export function RewardCentrePage() {
  const { t, i18n } = useTranslation(NS);
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as Tab) : 'rewards';
  const { access, centre, busyId, claim } = useRewardCentre();
  const missionsDue = centre ? centre.counters.MISSION.count + centre.counters.MISSION_MANUAL.count : 0;
  const counts: Record<Tab, number> = {
    rewards: centre?.claimable.length ?? 0,
    missions: missionsDue,
    raffle: centre?.counters.TICKET.count ?? 0,
    history: 0,
  };
  const when = (ms: number) => formatDateTime(ms, i18n.language);

  const claimButton = (item: RewardItem) =>
    item.label === 'CLAIM' ? (
      <button
        type="button"
        className={styles.claim}
        disabled={busyId === item.promotionId}
        onClick={() => claim(item)}
        data-testid="reward-claim"
      >
        {t('labels.CLAIM')}
      </button>
    ) : (
      <span className={styles.state} data-label={item.label}>
        {item.label === 'CLAIMED' || item.label === 'CLOSE' || item.label === 'COMING_SOON'
          ? t(`labels.${item.label}`)
          : t('rewards.in_progress')}
      </span>
    );

  const list = (items: RewardItem[], render: (item: RewardItem) => ReactNode) =>
    items.length ? <ul className={styles.list}>{items.map(render)}</ul> : <EmptyState text={t(`rewards.empty_${tab}`)} />;

  return (
    <section className={styles.page} data-screen="reward_center">
      <div className={styles.tabs} role="tablist" aria-label={t('rewards.title')}>
        {TABS.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={tab === key}
            className={styles.tab}
            data-active={tab === key}
            onClick={() => setParams({ tab: key }, { replace: true })}
            data-testid={`reward-tab-${key}`}
          >
            {t(`rewards.tab_${key}`)}
            <CountBadge count={counts[key]} testId={`reward-badge-${key}`} />
          </button>
        ))}
      </div>
      {access !== 'member' ? (
        <EmptyState text={t(access === 'guest' ? 'rewards.login' : 'common:free_reject')} />
      ) : !centre ? (
        <Spinner />
      ) : tab === 'rewards' ? (
        list(centre.claimable, (item) => (
          <li key={`${item.promotionId}-${item.period}`} className={styles.card} data-testid="reward-item" data-code={item.code}>
            <div className={styles.head}>
              <h2>{item.title}</h2>
              {item.amount ? <strong className={styles.amount}>฿{formatMoney(item.amount)}</strong> : null}
            </div>
            {item.tasks.length ? <Tasks tasks={item.tasks} /> : null}
            <div className={styles.foot}>{claimButton(item)}</div>
          </li>
        ))
      ) : tab === 'missions' ? (
        list(centre.missions, (item) => (
          <li
            key={`${item.promotionId}-${item.period}`}
            className={styles.card}
            data-testid="mission"
            data-code={item.code}
            data-label={item.label}
          >
            <div className={styles.head}>
              <h2>{item.title}</h2>
              {item.amount ? <strong className={styles.amount}>฿{formatMoney(item.amount)}</strong> : null}
            </div>
            <Tasks tasks={item.tasks} />
            <div className={styles.foot}>
              {item.resetsAt ? <span className={styles.muted}>{t('rewards.resets', { when: when(item.resetsAt) })}</span> : <span />}
              {claimButton(item)}
            </div>
          </li>
        ))
      ) : tab === 'raffle' ? (
        centre.raffles.length ? (
          <ul className={styles.list}>
            {centre.raffles.map((raffle) => (
              <Raffle key={raffle.promotionId} raffle={raffle} when={when} />
            ))}
          </ul>
        ) : (
          <EmptyState text={t('rewards.empty_raffle')} />
        )
      ) : (
        list(centre.history, (item) => (
          <li key={`${item.promotionId}-${item.period}`} className={styles.row} data-testid="reward-history" data-code={item.code}>
            <span className={styles.rowMain}>
              <strong>{item.title}</strong>
              <span className={styles.muted}>{item.paidAt ? when(item.paidAt) : item.period}</span>
            </span>
            <span className={styles.paid}>+฿{formatMoney(item.amount ?? 0)}</span>
          </li>
        ))
      )}
    </section>
  );
}

/** A mission's tasks, each with its progress bar. */
function Tasks({ tasks }: { tasks: MissionTask[] }) {
  const { t } = useTranslation(NS);
  const figure = (task: MissionTask, n: number) => (task.kind === 'DEPOSIT' || task.kind === 'BET' ? `฿${formatMoney(n)}` : String(n));
  return (
    <ul className={styles.tasks}>
      {tasks.map((task, i) => {
        const name = t(`rewards.task_${task.kind}`, {
          category: task.category ? t(`rewards.category_any`, { category: task.category }) : '',
        });
        return (
          <li key={i} className={styles.task} data-done={task.done} data-testid="mission-task">
            <span className={styles.taskText}>
              <span>{name}</span>
              <span>
                {figure(task, task.progress)} / {figure(task, task.target)}
              </span>
            </span>
            <span
              className={styles.track}
              role="progressbar"
              aria-label={name}
              aria-valuemin={0}
              aria-valuemax={task.target}
              aria-valuenow={task.progress}
            >
              <span style={{ width: `${Math.min(100, (task.progress / Math.max(1, task.target)) * 100)}%` }} />
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A raffle: the member's tickets, the prizes, the seed's hash published before the draw and, once drawn, the seed and
 * the winners (docs/promotions.md, Raffle: anyone can recompute them).
 */
function Raffle({ raffle, when }: { raffle: RaffleView; when: (ms: number) => string }) {
  const { t } = useTranslation(NS);
  const [verified, setVerified] = useState<boolean | null>(null);
  useEffect(() => {
    let alive = true;
    verifyDraw(raffle).then(
      (ok) => alive && setVerified(ok),
      () => alive && setVerified(null),
    );
    return () => {
      alive = false;
    };
  }, [raffle]);
  return (
    <li className={styles.card} data-testid="raffle" data-code={raffle.code} data-drawn={raffle.drawn}>
      <div className={styles.head}>
        <h2>{raffle.title}</h2>
        <strong className={styles.amount}>{t('rewards.raffle_tickets', { count: raffle.myTickets ?? 0 })}</strong>
      </div>
      <span className={styles.muted}>
        {t(raffle.drawn ? 'rewards.raffle_drawn' : 'rewards.raffle_draws', { when: when(raffle.drawTime) })}
      </span>
      <ol className={styles.prizes}>
        {raffle.prizes.map((prize, i) => {
          const winner = raffle.winners.find((w) => w.place === i + 1);
          return (
            <li key={i}>
              <span>{t('rewards.raffle_place', { place: i + 1 })}</span>
              <span data-testid={winner ? 'raffle-winner' : undefined} data-mine={winner?.mine}>
                {winner ? t('rewards.raffle_winner', { ticket: winner.ticket + 1, name: winner.name }) : ''}
                {winner?.mine ? <em className={styles.mine}> ({t('rewards.raffle_you')})</em> : null}
              </span>
              <strong>฿{formatMoney(prize)}</strong>
            </li>
          );
        })}
      </ol>
      <p className={styles.proof}>
        <span>{t('rewards.raffle_hash')}</span> <code>{raffle.seedHash}</code>
      </p>
      {raffle.seed ? (
        <p className={styles.proof} data-testid="raffle-seed">
          <span>{t('rewards.raffle_seed')}</span> <code>{raffle.seed}</code>
        </p>
      ) : null}
      {verified !== null ? (
        <p className={styles.verified} data-testid="raffle-verified" data-ok={verified}>
          {verified ? `✓ ${t('rewards.raffle_verified')}` : `✗ ${t('rewards.raffle_unverified')}`}
        </p>
      ) : null}
    </li>
  );
}
