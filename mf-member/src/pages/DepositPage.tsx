import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Controller } from 'react-hook-form';
import { bus, formatMoney, RetryPanel, Spinner, toast, TOAST_MS, useSession, useSystemStatus, useTranslation } from '@site/shared';
import { NS } from '../i18n';
import { MemberGuard } from '../components/MemberGuard';
import { AmountField } from '../components/AmountField';
import { Balance } from '../components/Balance';
import { parseAmount } from '../rules/balance-rules';
import { fieldErrorKey, REQUIRED, useRuleForm, type FormRules } from '@site/shared/src/forms';
import { BankIcon, CopyIcon, GlobeCardIcon } from '../components/icons';
import { moneyApi, type DepositMethod, type DepositOrder } from '../api/payment-orders.api';
import { useDepositMethods } from '../hooks/use-money';
import { checkOrderAmount } from '../features/payment-orders/order-rules';
import { useOrderSubmission } from '../features/payment-orders/use-order-submission';
import { OrderDone } from '../features/payment-orders/OrderDone';
import { DepositPromotionPicker } from '../features/deposit-promotions/DepositPromotionPicker';
import ui from '../components/ui.module.css';
import styles from './money.module.css';

const isManual = (m: DepositMethod) => m.kind === 'MANUAL';

/** Deposit (/m/voucherCenter): payment methods, the manual transfer form, the demo gateway; product-rules 4 detail template by dep_func. */
export function DepositPage() {
  return (
    <MemberGuard>
      <Deposit />
    </MemberGuard>
  );
}

function copy(text: string, done: string) {
  navigator.clipboard?.writeText(text).then(
    () => toast.show(done, 'success', TOAST_MS.success),
    () => toast.show(text, 'info', TOAST_MS.short),
  );
}

interface DepositForm {
  code: string;
  amount: string;
  payerName: string;
}
/** The deposit's rules: the amount inside the chosen channel's limits; a manual transfer names its payer. */
const DEPOSIT_RULES: FormRules<DepositForm, DepositMethod[]> = {
  code: (code, _values, methods) => (methods.some((m) => m.code === code) ? null : REQUIRED),
  amount: (amount, { code }, methods) => {
    const method = methods.find((m) => m.code === code);
    return checkOrderAmount(amount, { min: method?.minAmount, max: method?.maxAmount });
  },
  payerName: (name, { code }, methods) => {
    const method = methods.find((m) => m.code === code);
    return method && isManual(method) && name.trim().length < 2 ? REQUIRED : null;
  },
};
const NO_METHODS: DepositMethod[] = [];

function Deposit() {
  const { t } = useTranslation(NS);
  const location = useLocation();
  const status = useSystemStatus((s) => s.status);
  const member = useSession((s) => s.member);
  // product-rules 4: deposit detail 'new' if dep_func is '1' else base.
  const template = status?.info.mobileTemplate?.dep_func === '1' ? 'new' : 'base';
  const { data: methods, isError: failed, refetch } = useDepositMethods();
  const [order, setOrder] = useState<DepositOrder | null>(null);
  const { busy, submit: submitOrder } = useOrderSubmission();
  const form = useRuleForm(DEPOSIT_RULES, { defaultValues: { code: '', amount: '', payerName: '' }, context: methods ?? NO_METHODS });
  const { control, getValues, setValue, watch, formState } = form;

  // The first channel is picked once the channels are read.
  useEffect(() => {
    if (methods && !getValues('code')) setValue('code', methods[0]?.code ?? '');
  }, [methods, getValues, setValue]);
  useEffect(() => {
    if (member?.payeeName && !getValues('payerName')) setValue('payerName', member.payeeName);
  }, [member, getValues, setValue]);
  // Back from the payment gateway: the order was paid (or not) there; the balance follows through the bus.
  const returnedOrder = new URLSearchParams(location.search).get('order');
  useEffect(() => {
    if (returnedOrder) bus.emit('wallet:changed', {});
  }, [returnedOrder]);

  const [code, amount] = watch(['code', 'amount']);
  if (failed) return <RetryPanel message={t('money.load_failed')} retryLabel={t('common:retry')} onRetry={() => void refetch()} />;
  if (!methods) return <Spinner />;
  const method = methods.find((m) => m.code === code);
  const minor = parseAmount(amount);
  const manual = method ? isManual(method) : false;
  const canSubmit = formState.isValid && !busy;

  const submit = async ({ amount: text, payerName }: DepositForm) => {
    const value = parseAmount(text);
    if (!canSubmit || !method || !value) return;
    await submitOrder(async (idempotencyKey) => {
      if (manual) {
        const created = await moneyApi.manualDeposit({ amount: value, payerName: payerName.trim(), idempotencyKey });
        setOrder({ ...created, amount: created?.amount ?? value });
        toast.show(t('deposit.submitted'), 'success', TOAST_MS.success);
      } else {
        const created = await moneyApi.gatewayDeposit({
          amount: value,
          method: method.code,
          idempotencyKey,
          returnUrl: `${window.location.origin}/m/voucherCenter`,
        });
        if (created?.payUrl) {
          window.location.assign(created.payUrl);
          return;
        }
        setOrder({ ...created, amount: created?.amount ?? value });
      }
      setValue('amount', '');
    });
  };

  if (order) {
    return (
      <section className={ui.page} data-screen="deposit">
        <OrderDone kind="deposit" amount={order.amount} orderNo={order.orderNo} onAnother={() => setOrder(null)} />
      </section>
    );
  }

  const methodName = (m: DepositMethod) => (isManual(m) ? t('deposit.manual') : m.name || t('deposit.gateway'));
  return (
    <section className={ui.page} data-screen="deposit" data-template={template}>
      <Balance />
      {returnedOrder ? (
        <p className={ui.hint} data-testid="deposit-returned">
          {t('deposit.returned', { orderNo: returnedOrder })}
        </p>
      ) : null}
      <div className={ui.card}>
        <h2 className={ui.cardTitle}>{t('deposit.method')}</h2>
        {template === 'new' ? (
          <div className={styles.methods}>
            {methods.map((m) => (
              <button
                key={m.code}
                type="button"
                className={`${styles.method} ${m.code === code ? styles.methodActive : ''}`}
                aria-pressed={m.code === code}
                onClick={() => setValue('code', m.code, { shouldDirty: true })}
                data-testid={`deposit-method-${m.code}`}
              >
                {isManual(m) ? <BankIcon size={24} /> : <GlobeCardIcon size={24} />}
                <strong>{methodName(m)}</strong>
                <span>{isManual(m) ? t('deposit.manual_sub') : t('deposit.gateway_sub')}</span>
              </button>
            ))}
          </div>
        ) : (
          <select className={ui.select} {...form.register('code')} data-testid="deposit-method">
            {methods.map((m) => (
              <option key={m.code} value={m.code}>
                {methodName(m)}
              </option>
            ))}
          </select>
        )}
        {method?.minAmount !== undefined && method?.maxAmount !== undefined ? (
          <p className={ui.hint}>{t('money.range', { min: formatMoney(method.minAmount), max: formatMoney(method.maxAmount) })}</p>
        ) : null}
      </div>
      {manual && method?.bankAccounts?.length ? (
        <div className={ui.card}>
          <h2 className={ui.cardTitle}>
            <BankIcon size={18} />
            {t('deposit.to_account')}
          </h2>
          {method.bankAccounts.map((account) => (
            <div key={account.accountNo} className={styles.bankBox} data-testid="deposit-bank-account">
              <div className={styles.bankLine}>
                <span>{t('deposit.bank')}</span>
                <span className={styles.bankValue}>{account.bankName}</span>
              </div>
              <div className={styles.bankLine}>
                <span>{t('deposit.account_no')}</span>
                <span className={styles.bankValue}>
                  {account.accountNo}
                  <button
                    type="button"
                    className={styles.copyButton}
                    onClick={() => copy(account.accountNo.replace(/\D/g, ''), t('common:copied'))}
                    aria-label={t('deposit.copy')}
                  >
                    <CopyIcon size={15} />
                  </button>
                </span>
              </div>
              <div className={styles.bankLine}>
                <span>{t('deposit.holder')}</span>
                <span className={styles.bankValue}>{account.holder}</span>
              </div>
            </div>
          ))}
          <ol className={styles.steps}>
            <li>{t('deposit.step1')}</li>
            <li>{t('deposit.step2')}</li>
            <li>{t('deposit.step3')}</li>
          </ol>
        </div>
      ) : null}
      <DepositPromotionPicker amount={minor} />
      <div className={ui.card}>
        <Controller
          control={control}
          name="amount"
          render={({ field }) => (
            <AmountField
              value={field.value}
              onChange={field.onChange}
              errorKey={fieldErrorKey(formState.errors, 'amount')}
              min={method?.minAmount}
              max={method?.maxAmount}
            />
          )}
        />
        {manual ? (
          <div className={ui.field}>
            <label className={ui.label} htmlFor="payerName">
              {t('deposit.payer_name')}
            </label>
            <input
              id="payerName"
              className={ui.input}
              maxLength={50}
              {...form.register('payerName')}
              autoComplete="name"
              data-testid="deposit-payer"
            />
            <p className={ui.hint}>{t('deposit.payer_hint')}</p>
          </div>
        ) : (
          <p className={ui.muted}>{t('deposit.gateway_hint')}</p>
        )}
        <button
          type="button"
          className={ui.primaryButton}
          disabled={!canSubmit}
          onClick={form.handleSubmit(submit)}
          data-testid="deposit-submit"
        >
          {busy ? t('common:loading') : manual ? t('deposit.submit_manual') : t('deposit.submit_gateway')}
        </button>
      </div>
    </section>
  );
}
