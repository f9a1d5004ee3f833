import { useState } from 'react';
import { formatDateTime, formatMoney, i18n, toast, TOAST_MS, useTranslation } from '@site/shared';
import { NS } from '../i18n';
import type { AgentContract, ContractKind } from '../api/agent.api';
import { useAnswerContract, useContracts, useDownlines, useOfferContract, useStatements } from '../hooks/use-agent';
import { AgentOnly } from '../components/AgentOnly';
import { toMinor } from './money-input';
import styles from './agent.module.css';

/**
 * A contract request screen (docs/agent.md "Contracts"), one per kind, reached from home's alert: the offers awaiting
 * the agent's answer with their terms, accept or refuse; the agent's contracts and statements; its offers to its
 * direct downline agents and what it paid them.
 */
export function ContractPage({ kind }: { kind: ContractKind }) {
  // Under /m/member the shell draws the header and the title (product-rules 2.9): no top bar of the page's own.
  return (
    <section className={styles.page} data-screen={`agent_contract_${kind.toLowerCase()}`}>
      <AgentOnly>
        <Contracts kind={kind} />
      </AgentOnly>
    </section>
  );
}

const when = (ms: number) => formatDateTime(ms, i18n.language);

function Contracts({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation(NS);
  const { data: contracts } = useContracts(kind);
  const statements = useStatements(kind).data ?? [];
  const answering = useAnswerContract((accepted) => t(accepted ? 'contract.accepted' : 'contract.refused'));
  const answer = (id: number, accept: boolean) => answering.mutate({ id, accept });
  const busy = answering.isPending;

  const offers = contracts?.received.filter((c) => c.status === 'OFFERED') ?? [];
  const history = contracts?.received.filter((c) => c.status !== 'OFFERED') ?? [];
  return (
    <>
      <h2 className={styles.sectionTitle}>{t('contract.offers')}</h2>
      {offers.length === 0 ? (
        <p className={styles.muted}>{t('contract.no_offer')}</p>
      ) : (
        <ul className={styles.list} data-testid="contract-offers">
          {offers.map((c) => (
            <li key={c.id} className={styles.card}>
              <Terms contract={c} />
              <div className={styles.actions}>
                <button type="button" className={styles.secondarySmall} disabled={busy} onClick={() => answer(c.id, false)}>
                  {t('contract.refuse')}
                </button>
                <button type="button" className={styles.primarySmall} disabled={busy} onClick={() => answer(c.id, true)}>
                  {t('contract.accept')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}

      <h2 className={styles.sectionTitle}>{t('contract.mine')}</h2>
      {history.length === 0 ? (
        <p className={styles.muted}>{t('common:in_no_data')}</p>
      ) : (
        <ul className={styles.list} data-testid="contract-history">
          {history.map((c) => (
            <li key={c.id} className={styles.card}>
              <Terms contract={c} />
            </li>
          ))}
        </ul>
      )}

      <h2 className={styles.sectionTitle}>{t('contract.statements')}</h2>
      {statements.length === 0 ? (
        <p className={styles.muted}>{t('common:in_no_data')}</p>
      ) : (
        <ul className={styles.list} data-testid="contract-statements">
          {statements.map((s) => (
            <li key={s.id} className={styles.recordRow} data-status={s.status}>
              <span>
                <strong>
                  {s.side === 'received' ? t('contract.from', { who: s.payer ?? t('contract.house') }) : t('contract.to', { who: s.agent })}
                </strong>
                <small className={styles.caption}>
                  {when(s.periodStart)} – {when(s.periodEnd)} · {t(`contract.status_${s.status}`)}
                </small>
                <small className={styles.caption}>
                  {t('figures.turnover')} {formatMoney(s.turnover)} · {t('figures.activePlayers')} {s.activePlayers}
                </small>
              </span>
              <span className={s.status !== 'PAID' ? styles.muted : s.side === 'received' ? styles.positive : styles.negative}>
                {s.side === 'received' ? '+' : '-'}
                {formatMoney(s.amount)}
              </span>
            </li>
          ))}
        </ul>
      )}

      <OfferForm kind={kind} />
      {contracts && contracts.offered.length > 0 ? (
        <>
          <h2 className={styles.sectionTitle}>{t('contract.offered')}</h2>
          <ul className={styles.list} data-testid="contract-offered">
            {contracts.offered.map((c) => (
              <li key={c.id} className={styles.card}>
                <Terms contract={c} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

/** A contract's parties, status and tiers. */
function Terms({ contract: c }: { contract: AgentContract }) {
  const { t } = useTranslation(NS);
  return (
    <>
      <div className={styles.cardHead}>
        <strong>{c.offeredBy ?? t('contract.house')}</strong>
        <span>→ {c.agent}</span>
        <span
          className={c.status === 'ACCEPTED' || c.status === 'OFFERED' ? styles.badge : styles.badgeMuted}
          data-testid="contract-status"
        >
          {t(`contract.state_${c.status}`)}
        </span>
      </div>
      {c.basis ? <span className={styles.caption}>{t(`contract.basis_${c.basis}`)}</span> : null}
      <table className={styles.tiers}>
        <thead>
          {c.kind === 'DIVIDEND' ? (
            <tr>
              <th>{t('contract.minimum')}</th>
              <th>{t('contract.rate')}</th>
            </tr>
          ) : (
            <tr>
              <th>{t('figures.turnover')}</th>
              <th>{t('figures.activePlayers')}</th>
              <th>{t('contract.amount')}</th>
            </tr>
          )}
        </thead>
        <tbody>
          {c.kind === 'DIVIDEND'
            ? c.dividendTiers.map((tier) => (
                <tr key={tier.minimum}>
                  <td>{formatMoney(tier.minimum)}</td>
                  <td>{(tier.rateBp / 100).toFixed(2)}%</td>
                </tr>
              ))
            : c.salaryTiers.map((tier, i) => (
                <tr key={i}>
                  <td>{formatMoney(tier.turnover)}</td>
                  <td>{tier.activePlayers}</td>
                  <td>{formatMoney(tier.amount)}</td>
                </tr>
              ))}
        </tbody>
      </table>
      <small className={styles.caption}>
        {when(c.createdAt)}
        {c.decidedAt ? ` · ${t('contract.decided')} ${when(c.decidedAt)}` : ''}
      </small>
    </>
  );
}

/** One tier as typed: baht for money, a count of players, a percentage for a dividend's rate. */
interface TierInput {
  threshold: string;
  players: string;
  value: string;
}
const emptyTier: TierInput = { threshold: '0', players: '0', value: '' };

/** The offer to a direct downline agent: tiers of this kind (and a dividend's basis). */
function OfferForm({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation(NS);
  const downlines = (useDownlines({ level: 'direct', size: 100 }).data?.rows ?? []).filter((d) => d.agent);
  const [memberId, setMemberId] = useState('');
  const [basis, setBasis] = useState<'NET_LOSS' | 'GGR'>('NET_LOSS');
  const [tiers, setTiers] = useState<TierInput[]>([emptyTier]);
  const offering = useOfferContract(() => t('contract.offer_sent'));
  if (downlines.length === 0) return null;
  const dividend = kind === 'DIVIDEND';

  const set = (i: number, field: keyof TierInput, value: string) =>
    setTiers(tiers.map((tier, j) => (j === i ? { ...tier, [field]: value } : tier)));
  const submit = () => {
    if (!memberId) return toast.show(t('transfer.pick_member'), 'error', TOAST_MS.short);
    const parsed = tiers.map((tier) => ({ threshold: toMinor(tier.threshold), players: Number(tier.players), value: tier.value }));
    if (parsed.some((p) => p.threshold === null || !Number.isInteger(p.players) || p.players < 0))
      return toast.show(t('errors:agent.contract.terms'), 'error', TOAST_MS.short);
    offering.mutate(
      dividend
        ? {
            memberId: Number(memberId),
            kind,
            basis,
            dividendTiers: parsed.map((p) => ({ minimum: p.threshold!, rateBp: Math.round(Number(p.value) * 100) })),
          }
        : {
            memberId: Number(memberId),
            kind,
            salaryTiers: parsed.map((p) => ({ turnover: p.threshold!, activePlayers: p.players, amount: toMinor(p.value) ?? 0 })),
          },
      { onSuccess: () => setTiers([emptyTier]) },
    );
  };

  return (
    <form
      className={styles.panel}
      data-testid="contract-offer-form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h2 className={styles.sectionTitle}>{t('contract.offer_title')}</h2>
      <label className={styles.caption} htmlFor="contract-member">
        {t('contract.downline')}
      </label>
      <select id="contract-member" className={styles.field} value={memberId} onChange={(e) => setMemberId(e.target.value)}>
        <option value="">{t('transfer.pick_member')}</option>
        {downlines.map((d) => (
          <option key={d.id} value={d.id}>
            {d.account}
          </option>
        ))}
      </select>
      {dividend ? (
        <select
          aria-label={t('contract.basis')}
          className={styles.field}
          value={basis}
          onChange={(e) => setBasis(e.target.value as 'NET_LOSS' | 'GGR')}
        >
          <option value="NET_LOSS">{t('contract.basis_NET_LOSS')}</option>
          <option value="GGR">{t('contract.basis_GGR')}</option>
        </select>
      ) : null}
      {tiers.map((tier, i) => (
        <div key={i} className={styles.tierRow}>
          <label>
            <span className={styles.caption}>{dividend ? t('contract.minimum') : t('figures.turnover')}</span>
            <input
              className={styles.field}
              inputMode="decimal"
              value={tier.threshold}
              onChange={(e) => set(i, 'threshold', e.target.value)}
            />
          </label>
          {dividend ? null : (
            <label>
              <span className={styles.caption}>{t('figures.activePlayers')}</span>
              <input
                className={styles.field}
                inputMode="numeric"
                value={tier.players}
                onChange={(e) => set(i, 'players', e.target.value)}
              />
            </label>
          )}
          <label>
            <span className={styles.caption}>{dividend ? t('contract.rate') : t('contract.amount')}</span>
            <input
              className={styles.field}
              inputMode="decimal"
              value={tier.value}
              placeholder={dividend ? '10' : '0.00'}
              onChange={(e) => set(i, 'value', e.target.value)}
              data-testid={`contract-tier-value-${i}`}
            />
          </label>
        </div>
      ))}
      <div className={styles.actions}>
        {tiers.length < 10 ? (
          <button type="button" className={styles.secondarySmall} onClick={() => setTiers([...tiers, emptyTier])}>
            {t('contract.add_tier')}
          </button>
        ) : null}
        <button type="submit" className={styles.primarySmall} disabled={offering.isPending} data-testid="contract-offer-submit">
          {t('contract.offer')}
        </button>
      </div>
    </form>
  );
}
