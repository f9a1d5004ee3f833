import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { bus, errorText, formatMoney, RetryPanel, Spinner, toast, TOAST_MS, useTranslation } from '@site/shared';
import { NS } from '../i18n';
import { MemberGuard } from '../components/MemberGuard';
import { AmountField } from '../components/AmountField';
import { PinInput } from '../components/PinInput';
import { parseAmount } from '../rules/balance-rules';
import { newRequestKey } from '../rules/request-key';
import { balanceStore, useBalance } from '../stores/balance-store';
import { Balance } from '../components/Balance';
import { BankIcon, CheckIcon, LockIcon } from '../components/icons';
import { securityApi, type BankCard } from '../api/security.api';
import { moneyApi, type WithdrawInfo } from '../api/payment-orders.api';
import { TurnoverObligations } from '../features/turnover-obligations/TurnoverObligations';
import { useObligations } from '../features/turnover-obligations/use-obligations';
import ui from '../components/ui.module.css';
import styles from './money.module.css';

/** Withdraw (/m/withdraw): amount, a bound bank card and the payment password. */
export function WithdrawPage() {
  return (
    <MemberGuard>
      <Withdraw />
    </MemberGuard>
  );
}

function Withdraw() {
  const { t } = useTranslation(NS);
  const wallet = useBalance((s) => s.wallet);
  const [state, setState] = useState<{ hasPassword: boolean; cards: BankCard[]; info: WithdrawInfo | null } | null>(null);
  const [failed, setFailed] = useState(false);
  const [amount, setAmount] = useState('');
  const [cardId, setCardId] = useState<number | null>(null);
  const [pin, setPin] = useState('');
  const [busy, setBusy] = useState(false);
  const [requestKey, setRequestKey] = useState(newRequestKey);
  const [done, setDone] = useState<{ amount: number; orderNo?: string } | null>(null);
  // Bonus turnover obligations hold every withdrawal until they are met (promotions engine).
  const { obligations, active: openObligations } = useObligations();

  const load = useCallback(async () => {
    setFailed(false);
    try {
      // The limits and the wagering requirement come from the merchant's settings (withdraw info).
      const [hasPassword, cards, info] = await Promise.all([
        securityApi.hasWithdrawalPassword(),
        securityApi.cards(),
        moneyApi.withdrawInfo().catch(() => null),
      ]);
      setState({ hasPassword, cards, info });
      setCardId((id) => id ?? cards[0]?.id ?? null);
    } catch {
      setFailed(true);
    }
  }, []);
  useEffect(() => {
    void load();
    void balanceStore.getState().refresh();
    return bus.on('wallet:changed', () => void load());
  }, [load]);

  if (failed) return <RetryPanel message={t('money.load_failed')} retryLabel={t('common:retry')} onRetry={load} />;
  if (!state) return <Spinner />;

  // Only the main wallet is withdrawable (money in a vendor wallet comes back by a transfer first).
  const info = state.info;
  const mainBalance = Number(
    info?.availBalance ?? wallet?.balance?.find((b) => String(b.accountTypeId) === 'MAIN')?.availBalance ?? wallet?.sumBalance ?? 0,
  );
  const minor = parseAmount(amount);
  const tooMuch = minor !== null && minor > mainBalance;
  const outOfRange = minor !== null && !!info && (minor < info.minAmount || minor > info.maxAmount);
  const turnoverLeft = info?.turnover?.remaining ?? 0;
  const dailyUsedUp = !!info && info.usedToday >= info.dailyCount;

  if (!state.hasPassword || state.cards.length === 0) {
    return (
      <section className={ui.page} data-screen="withdraw">
        <div className={ui.gate} data-testid="withdraw-setup">
          <LockIcon size={40} />
          <p>{!state.hasPassword ? t('withdraw.need_password') : t('withdraw.need_card')}</p>
          <Link
            to="/m/securityCenter"
            className={ui.primaryButton}
            style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', textDecoration: 'none' }}
          >
            {t('withdraw.go_security')}
          </Link>
        </div>
      </section>
    );
  }

  if (done) {
    return (
      <section className={ui.page} data-screen="withdraw">
        <Balance />
        <div className={`${ui.card} ${styles.result}`} data-testid="withdraw-done">
          <span className={styles.resultIcon}>
            <CheckIcon size={28} />
          </span>
          <strong>{t('withdraw.submitted')}</strong>
          <span className={styles.resultAmount}>฿ {formatMoney(done.amount)}</span>
          <p className={ui.muted}>{t('withdraw.pending_hint')}</p>
          {done.orderNo ? <p className={ui.hint}>{t('money.order_no', { orderNo: done.orderNo })}</p> : null}
          <button type="button" className={ui.secondaryButton} onClick={() => setDone(null)} data-testid="withdraw-another">
            {t('withdraw.another')}
          </button>
          <Link to="/m/transaction/record" className={ui.linkButton}>
            {t('home.records')}
          </Link>
        </div>
      </section>
    );
  }

  const submit = async () => {
    if (!minor || tooMuch || outOfRange || !cardId || pin.length !== 6) return;
    setBusy(true);
    try {
      const order = await moneyApi.withdraw({ amount: minor, bankCardId: cardId, paymentPassword: pin, idempotencyKey: requestKey });
      toast.show(t('withdraw.submitted'), 'success', TOAST_MS.success);
      setDone({ amount: minor, orderNo: order?.orderNo });
      setAmount('');
      setRequestKey(newRequestKey());
    } catch (error) {
      toast.show(errorText(error), 'error', TOAST_MS.short);
    } finally {
      setPin('');
      setBusy(false);
    }
  };

  return (
    <section className={ui.page} data-screen="withdraw">
      <Balance />
      <div className={ui.summary}>
        <div className={ui.stat}>
          <span className={ui.statLabel}>{t('withdraw.available')}</span>
          <span className={ui.statValue} data-testid="withdraw-available">
            ฿ {formatMoney(mainBalance)}
          </span>
        </div>
        <div className={ui.stat}>
          <span className={ui.statLabel}>{info ? t('withdraw.held') : t('withdraw.cards')}</span>
          <span className={ui.statValue} data-testid="withdraw-held">
            {info ? `฿ ${formatMoney(info.heldBalance)}` : state.cards.length}
          </span>
        </div>
      </div>
      {info && turnoverLeft > 0 ? (
        <div className={`${ui.card} ${styles.notice}`} data-testid="withdraw-turnover">
          <strong>{t('withdraw.turnover_title')}</strong>
          <span className={styles.progressTrack}>
            <span style={{ width: `${Math.min(100, (info.turnover.achieved / Math.max(1, info.turnover.required)) * 100)}%` }} />
          </span>
          <span className={ui.hint}>
            {t('withdraw.turnover_left', {
              left: formatMoney(turnoverLeft),
              achieved: formatMoney(info.turnover.achieved),
              required: formatMoney(info.turnover.required),
            })}
          </span>
        </div>
      ) : null}
      {obligations ? <TurnoverObligations obligations={obligations} /> : null}
      <div className={ui.card}>
        <AmountField
          value={amount}
          onChange={setAmount}
          presets={[10000, 50000, 100000]}
          allAmount={mainBalance}
          min={info?.minAmount}
          max={info?.maxAmount}
        />
        {info ? <p className={ui.hint}>{t('withdraw.daily', { used: info.usedToday, count: info.dailyCount })}</p> : null}
        {tooMuch ? <p className={ui.error}>{t('errors:balance.insufficient')}</p> : null}
        <div className={ui.field}>
          <span className={ui.label}>{t('withdraw.to_card')}</span>
          {state.cards.map((card) => (
            <label
              key={card.id}
              className={`${styles.cardOption} ${card.id === cardId ? styles.cardOptionActive : ''}`}
              data-testid={`withdraw-card-${card.id}`}
            >
              <input type="radio" name="card" checked={card.id === cardId} onChange={() => setCardId(card.id)} />
              <BankIcon size={22} />
              <span className={ui.itemMain}>
                <span className={ui.itemTitle}>{card.bankName}</span>
                <span className={ui.itemSub}>
                  {card.accountNo} · {card.holder}
                </span>
              </span>
            </label>
          ))}
          <Link to="/m/securityCenter?tab=cards" className={ui.linkButton}>
            {t('withdraw.manage_cards')}
          </Link>
        </div>
        <div className={ui.field}>
          <span className={ui.label}>{t('security.payment_password')}</span>
          <PinInput name="paymentPassword" value={pin} onChange={setPin} label={t('security.payment_password')} />
          <Link to="/m/securityCenter?tab=password" className={ui.linkButton}>
            {t('security.forgot_payment_password')}
          </Link>
        </div>
        <button
          type="button"
          className={ui.primaryButton}
          disabled={busy || !minor || tooMuch || outOfRange || dailyUsedUp || openObligations.length > 0 || !cardId || pin.length !== 6}
          onClick={submit}
          data-testid="withdraw-submit"
        >
          {busy ? t('common:loading') : t('withdraw.submit')}
        </button>
      </div>
    </section>
  );
}
