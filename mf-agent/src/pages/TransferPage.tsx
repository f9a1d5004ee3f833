import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatDateTime, formatMoney, i18n, toast, TOAST_MS, useTranslation } from '@site/shared';
import { NS } from '../i18n';
import { useDownlines, useTransfer, useTransferLimits, useTransferRecords } from '../hooks/use-agent';
import { AgentTopBar } from '../components/AgentTopBar';
import { AgentOnly } from '../components/AgentOnly';
import { toMinor } from './money-input';
import styles from './agent.module.css';

/** Transfer to a downline: from the agent's MAIN wallet, with the payment password; the transfers both ways below. */
export function TransferPage() {
  const { t } = useTranslation(NS);
  return (
    <section className={styles.page} data-screen="agent_transfer">
      <AgentTopBar title={t('transfer.title')} back="/m/agent" />
      <AgentOnly>
        <Transfer />
      </AgentOnly>
    </section>
  );
}

function Transfer() {
  const { t } = useTranslation(NS);
  const [params] = useSearchParams();
  const { data: limits } = useTransferLimits();
  const records = useTransferRecords().data ?? [];
  const team = useDownlines({ level: 'all', size: 100 }).data?.rows;
  const [memberId, setMemberId] = useState(params.get('memberId') ?? '');
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  // One key per intended transfer: a double tap or a retry of it moves money once (api-conventions A7).
  const [key, setKey] = useState(() => crypto.randomUUID());
  const transfer = useTransfer((done) => t('transfer.done', { amount: formatMoney(done.amount), account: done.account }));

  const preset = params.get('account');
  const choices = useMemo(() => {
    const listed = (team ?? []).map((d) => ({ id: String(d.id), account: d.account }));
    if (memberId && preset && !listed.some((c) => c.id === memberId)) listed.unshift({ id: memberId, account: preset });
    return listed;
  }, [team, memberId, preset]);

  const minor = toMinor(amount);
  const submit = () => {
    if (!memberId) return toast.show(t('transfer.pick_member'), 'error', TOAST_MS.short);
    if (minor === null || minor <= 0) return toast.show(t('errors:amount.invalid'), 'error', TOAST_MS.short);
    transfer.mutate(
      { memberId: Number(memberId), amount: minor, paymentPassword: password, idempotencyKey: key },
      {
        onSuccess: () => {
          setAmount('');
          setPassword('');
          setKey(crypto.randomUUID());
        },
      },
    );
  };

  return (
    <>
      <div className={styles.panel}>
        <span className={styles.caption}>{t('transfer.balance')}</span>
        <strong className={styles.code} data-testid="agent-balance">
          {limits ? formatMoney(limits.balance) : '–'}
        </strong>
        {limits ? (
          <span className={styles.caption}>
            {t('transfer.limits', {
              min: formatMoney(limits.minAmount),
              max: formatMoney(limits.maxAmount),
              left: formatMoney(Math.max(0, limits.dailyMax - limits.usedToday)),
            })}
          </span>
        ) : null}
      </div>
      {limits && !limits.hasPaymentPassword ? (
        <p className={styles.notice} role="alert">
          {t('transfer.no_payment_password')}
        </p>
      ) : null}
      <form
        className={styles.panel}
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <label className={styles.caption} htmlFor="agent-transfer-member">
          {t('transfer.member')}
        </label>
        <select id="agent-transfer-member" value={memberId} onChange={(e) => setMemberId(e.target.value)} className={styles.field}>
          <option value="">{t('transfer.pick_member')}</option>
          {choices.map((c) => (
            <option key={c.id} value={c.id}>
              {c.account}
            </option>
          ))}
        </select>
        <label className={styles.caption} htmlFor="agent-transfer-amount">
          {t('transfer.amount')}
        </label>
        <input
          id="agent-transfer-amount"
          className={styles.field}
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          placeholder="0.00"
        />
        <label className={styles.caption} htmlFor="agent-transfer-password">
          {t('transfer.payment_password')}
        </label>
        <input
          id="agent-transfer-password"
          className={styles.field}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          value={password}
          maxLength={64}
          onChange={(e) => setPassword(e.target.value)}
        />
        <button type="submit" className={styles.primary} disabled={transfer.isPending || !password} data-testid="agent-transfer-submit">
          {t('transfer.submit')}
        </button>
      </form>
      <h2 className={styles.sectionTitle}>{t('transfer.records')}</h2>
      {records.length === 0 ? (
        <p className={styles.muted}>{t('common:in_no_data')}</p>
      ) : (
        <ul className={styles.list} data-testid="agent-transfer-records">
          {records.map((r) => (
            <li key={r.id} className={styles.recordRow}>
              <span>
                <strong>{r.counterpart}</strong>
                <small className={styles.muted}>{formatDateTime(r.createdAt, i18n.language)}</small>
              </span>
              <span className={r.amount < 0 ? styles.negative : styles.positive}>
                {r.amount > 0 ? '+' : ''}
                {formatMoney(r.amount)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
