import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatDateTime, formatMoney, i18n, useTranslation } from '@site/shared';
import { NS } from '../i18n';
import { useDownlines, useOpenAgentAccount } from '../hooks/use-agent';
import { AgentTopBar } from '../components/AgentTopBar';
import { AgentOnly } from '../components/AgentOnly';
import styles from './agent.module.css';

const SIZE = 10;
const when = (ms: number | null) => (ms === null ? '–' : formatDateTime(ms, i18n.language));

/** The agent's downlines: direct or every level, searched by name, ten a page; an agent account opened for a direct one. */
export function DownlinesPage() {
  const { t } = useTranslation(NS);
  return (
    <section className={styles.page} data-screen="agent_downlines">
      <AgentTopBar title={t('downlines.title')} back="/m/agent" />
      <AgentOnly>
        <Downlines />
      </AgentOnly>
    </section>
  );
}

function Downlines() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [level, setLevel] = useState<'direct' | 'all'>('direct');
  const [typed, setTyped] = useState('');
  const [name, setName] = useState('');
  const [page, setPage] = useState(1);
  const { data, isPending } = useDownlines({ level, name: name || undefined, page, size: SIZE });
  const openAgent = useOpenAgentAccount((account) => t('downlines.agent_opened', { account }));

  return (
    <>
      <div className={styles.scope} role="tablist" aria-label={t('downlines.level')}>
        {(['direct', 'all'] as const).map((l) => (
          <button
            key={l}
            type="button"
            role="tab"
            aria-selected={l === level}
            onClick={() => {
              setLevel(l);
              setPage(1);
            }}
          >
            {t(`downlines.level_${l}`)}
          </button>
        ))}
      </div>
      <form
        className={styles.searchRow}
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setName(typed.trim());
          setPage(1);
        }}
      >
        <input
          type="search"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          placeholder={t('downlines.search')}
          aria-label={t('downlines.search')}
          maxLength={32}
        />
        <button type="submit" className={styles.primarySmall}>
          {t('downlines.search_go')}
        </button>
      </form>
      {isPending ? (
        <p className={styles.muted}>{t('common:loading')}</p>
      ) : !data || data.rows.length === 0 ? (
        <p className={styles.muted}>{t('common:in_no_data')}</p>
      ) : (
        <ul className={styles.list} data-testid="downline-list">
          {data.rows.map((d) => (
            <li key={d.id} className={styles.card} data-testid="downline-row">
              <div className={styles.cardHead}>
                <strong>{d.account}</strong>
                {d.nickname ? <span className={styles.muted}>{d.nickname}</span> : null}
                <span className={styles.badge} data-testid="downline-kind">
                  {d.agent ? t('downlines.agent') : t('downlines.player')}
                </span>
                {d.depth > 1 ? (
                  <span className={styles.badgeMuted}>{t('downlines.depth', { depth: d.depth, upline: d.upline })}</span>
                ) : null}
              </div>
              <dl className={styles.facts}>
                <div>
                  <dt>{t('downlines.registered')}</dt>
                  <dd>{when(d.registeredAt)}</dd>
                </div>
                <div>
                  <dt>{t('downlines.last_login')}</dt>
                  <dd>{when(d.lastLoginAt)}</dd>
                </div>
                <div>
                  <dt>{t('figures.deposits')}</dt>
                  <dd>{formatMoney(d.deposits)}</dd>
                </div>
                <div>
                  <dt>{t('figures.turnover')}</dt>
                  <dd>{formatMoney(d.turnover)}</dd>
                </div>
                {d.balance === null ? null : (
                  <div>
                    <dt>{t('downlines.balance')}</dt>
                    <dd data-testid="downline-balance">{formatMoney(d.balance)}</dd>
                  </div>
                )}
              </dl>
              <div className={styles.actions}>
                <button
                  type="button"
                  className={styles.secondarySmall}
                  onClick={() => navigate(`/m/agent/transfer?memberId=${d.id}&account=${encodeURIComponent(d.account)}`)}
                >
                  {t('downlines.transfer')}
                </button>
                {d.depth === 1 && !d.agent ? (
                  <button
                    type="button"
                    className={styles.primarySmall}
                    disabled={openAgent.isPending}
                    data-testid="downline-open-agent"
                    onClick={() => openAgent.mutate({ id: d.id, account: d.account })}
                  >
                    {t('downlines.open_agent')}
                  </button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      {data && data.totalPages > 1 ? (
        <div className={styles.pager}>
          <button type="button" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            ‹
          </button>
          <span>{t('downlines.page', { page, pages: data.totalPages, total: data.totalCount })}</span>
          <button type="button" disabled={page >= data.totalPages} onClick={() => setPage((p) => p + 1)}>
            ›
          </button>
        </div>
      ) : null}
    </>
  );
}
