import { useEffect, useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { formatMoney, isPaymentPassword, RetryPanel, Spinner, toast, TOAST_MS, useTranslation } from '@site/shared';
import { fieldErrorKey, REQUIRED, useRuleForm, type FormRules } from '@site/shared/src/forms';
import { NS } from '../i18n';
import { MemberGuard } from '../components/MemberGuard';
import { AmountField } from '../components/AmountField';
import { PinInput } from '../components/PinInput';
import { parseAmount } from '../rules/balance-rules';
import { useBalance } from '../stores/balance-store';
import { Balance } from '../components/Balance';
import { BankIcon, LockIcon } from '../components/icons';
import { moneyApi } from '../api/payment-orders.api';
import { useBankCards, useHasPaymentPassword } from '../hooks/use-security';
import { useWithdrawInfo } from '../hooks/use-money';
import { checkOrderAmount, type OrderLimits } from '../features/payment-orders/order-rules';
import { useOrderSubmission } from '../features/payment-orders/use-order-submission';
import { OrderDone } from '../features/payment-orders/OrderDone';
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

interface WithdrawForm {
  amount: string;
  cardId: string;
  pin: string;
}
/** The withdrawal's rules: the amount inside the merchant's limits and the main wallet, a bound card, the PIN. */
const WITHDRAW_RULES: FormRules<WithdrawForm, OrderLimits> = {
  amount: (amount, _values, limits) => checkOrderAmount(amount, limits),
  cardId: (cardId) => (cardId ? null : REQUIRED),
  pin: (pin) => (isPaymentPassword(pin) ? null : REQUIRED),
};

function Withdraw() {
  const { t } = useTranslation(NS);
  const wallet = useBalance((s) => s.wallet);
  // The limits and the wagering requirement come from the merchant's settings (withdraw info; shown without them if
  // that read fails); the payment password and the cards from the security centre's reads.
  const hasPassword = useHasPaymentPassword();
  const cards = useBankCards();
  const withdrawInfo = useWithdrawInfo();
  const failed = hasPassword.isError || cards.isError;
  const state =
    hasPassword.data !== undefined && cards.data && (withdrawInfo.data || withdrawInfo.isError)
      ? { hasPassword: hasPassword.data, cards: cards.data, info: withdrawInfo.data ?? null }
      : null;
  const reload = () => void Promise.all([hasPassword.refetch(), cards.refetch(), withdrawInfo.refetch()]);
  const [done, setDone] = useState<{ amount: number; orderNo?: string } | null>(null);
  const { busy, submit: submitOrder } = useOrderSubmission();
  // Bonus turnover obligations hold every withdrawal until they are met (promotions engine).
  const { obligations, active: openObligations } = useObligations();

  // Only the main wallet is withdrawable (money in a vendor wallet comes back by a transfer first).
  const info = state?.info ?? null;
  const mainBalance = Number(
    info?.availBalance ?? wallet?.balance?.find((b) => String(b.accountTypeId) === 'MAIN')?.availBalance ?? wallet?.sumBalance ?? 0,
  );
  const limits = useMemo<OrderLimits>(
    () => ({ min: info?.minAmount, max: info?.maxAmount, available: mainBalance }),
    [info?.minAmount, info?.maxAmount, mainBalance],
  );
  const form = useRuleForm(WITHDRAW_RULES, { defaultValues: { amount: '', cardId: '', pin: '' }, context: limits });
  const { control, getValues, setValue, watch, formState } = form;

  // The first card is picked once the cards are read.
  const firstCard = cards.data?.[0]?.id;
  useEffect(() => {
    if (firstCard !== undefined && !getValues('cardId')) setValue('cardId', String(firstCard));
  }, [firstCard, getValues, setValue]);

  const cardId = watch('cardId');
  if (failed) return <RetryPanel message={t('money.load_failed')} retryLabel={t('common:retry')} onRetry={reload} />;
  if (!state) return <Spinner />;

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
        <OrderDone kind="withdraw" amount={done.amount} orderNo={done.orderNo} onAnother={() => setDone(null)} />
      </section>
    );
  }

  const submit = async (values: WithdrawForm) => {
    const minor = parseAmount(values.amount);
    if (!minor) return;
    await submitOrder(async (idempotencyKey) => {
      const order = await moneyApi.withdraw({
        amount: minor,
        bankCardId: Number(values.cardId),
        paymentPassword: values.pin,
        idempotencyKey,
      });
      toast.show(t('withdraw.submitted'), 'success', TOAST_MS.success);
      setDone({ amount: minor, orderNo: order?.orderNo });
      setValue('amount', '');
    });
    setValue('pin', '');
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
        <Controller
          control={control}
          name="amount"
          render={({ field }) => (
            <AmountField
              value={field.value}
              onChange={field.onChange}
              errorKey={fieldErrorKey(formState.errors, 'amount')}
              presets={[10000, 50000, 100000]}
              allAmount={mainBalance}
              min={info?.minAmount}
              max={info?.maxAmount}
            />
          )}
        />
        {info ? <p className={ui.hint}>{t('withdraw.daily', { used: info.usedToday, count: info.dailyCount })}</p> : null}
        <div className={ui.field}>
          <span className={ui.label}>{t('withdraw.to_card')}</span>
          {state.cards.map((card) => (
            <label
              key={card.id}
              className={`${styles.cardOption} ${String(card.id) === cardId ? styles.cardOptionActive : ''}`}
              data-testid={`withdraw-card-${card.id}`}
            >
              <input type="radio" value={String(card.id)} {...form.register('cardId')} />
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
          <Controller
            control={control}
            name="pin"
            render={({ field }) => (
              <PinInput name="paymentPassword" value={field.value} onChange={field.onChange} label={t('security.payment_password')} />
            )}
          />
          <Link to="/m/securityCenter?tab=password" className={ui.linkButton}>
            {t('security.forgot_payment_password')}
          </Link>
        </div>
        <button
          type="button"
          className={ui.primaryButton}
          disabled={busy || !formState.isValid || dailyUsedUp || openObligations.length > 0}
          onClick={form.handleSubmit(submit)}
          data-testid="withdraw-submit"
        >
          {busy ? t('common:loading') : t('withdraw.submit')}
        </button>
      </div>
    </section>
  );
}
