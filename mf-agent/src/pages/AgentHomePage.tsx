import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { errorText, formatMoney, headerKind, useTranslation, type FigurePeriod } from '@site/shared';
import { NS } from '../i18n';
import type { Figures } from '../api/agent.api';
import { useTeamFigures } from '../hooks/use-agent';
import { AgentTopBar } from '../components/AgentTopBar';
import { DayBars } from '../components/DayBars';
import { AgentOnly } from '../components/AgentOnly';
import { ToolIcon } from '../components/ToolIcon';
import styles from './agent.module.css';

const PERIODS: FigurePeriod[] = ['today', 'yesterday', 'week', 'month', 'range'];
const MONEY: Array<keyof Figures> = ['deposits', 'withdrawals', 'turnover', 'ggr', 'bonuses', 'net'];
const COUNTS: Array<keyof Figures> = ['registrations', 'firstDepositors', 'activePlayers'];
const DAY_MS = 86_400_000;

/** A date input's value (local calendar day) as the start of that day in ms. */
const dayMs = (value: string) => new Date(`${value}T00:00:00`).getTime();
const dayText = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/**
 * AgentHome (product-rules 2): the team figures of a period, for the direct downlines or the whole team, and the
 * agent's tools. The shell hides its header and footer on /m/agent, so the page has its own top bar there; on the
 * contract routes (under /m/member) the shell's header shows with the route's title, and the page draws none.
 */
export function AgentHomePage() {
  const { t } = useTranslation(NS);
  const { pathname } = useLocation();
  return (
    <section className={styles.page} data-screen="agent_home">
      {headerKind(pathname) === 'none' ? <AgentTopBar title={t('home.title')} back="/m/home" /> : null}
      <AgentOnly>
        <AgentDesk />
      </AgentOnly>
    </section>
  );
}

/** The agent's tools and the team figures of the chosen period. */
function AgentDesk() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [period, setPeriod] = useState<FigurePeriod>('today');
  const [scope, setScope] = useState<'direct' | 'team'>('team');
  const [range, setRange] = useState(() => ({ from: dayText(Date.now() - 6 * DAY_MS), to: dayText(Date.now()) }));
  const query = useMemo(
    () => (period === 'range' ? { period, startTime: dayMs(range.from), endTime: dayMs(range.to) + DAY_MS } : { period }),
    [period, range],
  );
  const { data: figures, error, isPending } = useTeamFigures(query);

  const shown = figures ? figures[scope] : null;
  return (
    <>
      <nav className={styles.tools} aria-label={t('home.tools')}>
        {(
          [
            ['/m/agent/downlines', 'downlines'],
            ['/m/agent/links', 'links'],
            ['/m/agent/transfer', 'transfer'],
            ['/m/agent/rebates', 'rebates'],
          ] as const
        ).map(([to, key]) => (
          <button key={key} type="button" className={styles.tool} onClick={() => navigate(to)} data-testid={`agent-tool-${key}`}>
            <ToolIcon name={key} />
            {t(`home.tool_${key}`)}
          </button>
        ))}
      </nav>
      <div className={styles.panel} data-testid="agent-figures">
        <div className={styles.segments} role="tablist" aria-label={t('home.period')}>
          {PERIODS.map((p) => (
            <button key={p} type="button" role="tab" aria-selected={p === period} onClick={() => setPeriod(p)}>
              {t(`home.period_${p}`)}
            </button>
          ))}
        </div>
        {period === 'range' ? (
          <div className={styles.rangeRow}>
            <input
              type="date"
              aria-label={t('home.range_from')}
              value={range.from}
              max={range.to}
              onChange={(e) => e.target.value && setRange((r) => ({ ...r, from: e.target.value }))}
            />
            <span>–</span>
            <input
              type="date"
              aria-label={t('home.range_to')}
              value={range.to}
              min={range.from}
              onChange={(e) => e.target.value && setRange((r) => ({ ...r, to: e.target.value }))}
            />
          </div>
        ) : null}
        <div className={styles.scope} role="tablist" aria-label={t('home.scope')}>
          {(['team', 'direct'] as const).map((s) => (
            <button key={s} type="button" role="tab" aria-selected={s === scope} onClick={() => setScope(s)}>
              {t(`home.scope_${s}`)}
            </button>
          ))}
        </div>
        {shown ? (
          <>
            <dl className={styles.counts}>
              {COUNTS.map((key) => (
                <div key={key}>
                  <dt>{t(`figures.${key}`)}</dt>
                  <dd data-testid={`figure-${key}`}>{shown[key]}</dd>
                </div>
              ))}
            </dl>
            <dl className={styles.money}>
              {MONEY.map((key) => (
                <div key={key}>
                  <dt>{t(`figures.${key}`)}</dt>
                  <dd data-testid={`figure-${key}`} className={shown[key] < 0 ? styles.negative : undefined}>
                    {formatMoney(shown[key])}
                  </dd>
                </div>
              ))}
            </dl>
            {figures && figures.days.length > 1 ? <DayBars days={figures.days} /> : null}
          </>
        ) : isPending ? (
          <p>{t('common:loading')}</p>
        ) : (
          <p role="alert">{errorText(error)}</p>
        )}
      </div>
    </>
  );
}
