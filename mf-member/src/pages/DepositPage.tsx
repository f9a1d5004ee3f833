import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import {
  bus,
  errorText,
  formatMoney,
  RetryPanel,
  Spinner,
  toast,
  TOAST_MS,
  useSession,
  useSystemStatus,
  useTranslation,
} from '@site/shared';
import { NS } from '../i18n';
import { MemberGuard } from '../components/MemberGuard';
import { AmountField } from '../components/AmountField';
import { Balance } from '../components/Balance';
import { parseAmount } from '../rules/balance-rules';
import { newRequestKey } from '../rules/request-key';
import { BankIcon, CheckIcon, CopyIcon, GlobeCardIcon } from '../components/icons';
import { moneyApi, type DepositMethod, type DepositOrder } from '../api/payment-orders.api';
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

function Deposit() {
  const { t } = useTranslation(NS);
  const location = useLocation();
  const status = useSystemStatus((s) => s.status);
  const member = useSession((s) => s.member);
  // product-rules 4: deposit detail 'new' if dep_func is '1' else base.
  const template = status?.info.mobileTemplate?.dep_func === '1' ? 'new' : 'base';
  const [methods, setMethods] = useState<DepositMethod[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [code, setCode] = useState('');
  const [amount, setAmount] = useState('');
  const [payerName, setPayerName] = useState('');
  const [busy, setBusy] = useState(false);
  const [requestKey, setRequestKey] = useState(newRequestKey);
  const [order, setOrder] = useState<DepositOrder | null>(null);

  const load = useCallback(async () => {
    setFailed(false);
    try {
      const list = await moneyApi.depositMethods();
      setMethods(list);
      setCode((c) => c || list[0]?.code || '');
    } catch {
      setFailed(true);
    }
  }, []);
  useEffect(() => void load(), [load]);
  useEffect(() => {
    if (member?.payeeName) setPayerName((p) => p || member.payeeName || '');
  }, [member]);
  // Back from the payment gateway: the order was paid (or not) there; the balance follows through the bus.
  const returnedOrder = new URLSearchParams(location.search).get('order');
  useEffect(() => {
    if (returnedOrder) bus.emit('wallet:changed', {});
  }, [returnedOrder]);

  if (failed) return <RetryPanel message={t('money.load_failed')} retryLabel={t('common:retry')} onRetry={load} />;
  if (!methods) return <Spinner />;
  const method = methods.find((m) => m.code === code);
  const minor = parseAmount(amount);
  const outOfRange =
    minor !== null &&
    method &&
    ((method.minAmount !== undefined && minor < method.minAmount) || (method.maxAmount !== undefined && minor > method.maxAmount));
  const manual = method ? isManual(method) : false;
  const canSubmit = !!method && !!minor && !outOfRange && (!manual || payerName.trim().length >= 2) && !busy;

  const submit = async () => {
    if (!canSubmit || !method || !minor) return;
    setBusy(true);
    try {
      if (manual) {
        const created = await moneyApi.manualDeposit({ amount: minor, payerName: payerName.trim(), idempotencyKey: requestKey });
        setOrder({ ...created, amount: created?.amount ?? minor });
        toast.show(t('deposit.submitted'), 'success', TOAST_MS.success);
      } else {
        const created = await moneyApi.gatewayDeposit({
          amount: minor,
          method: method.code,
          idempotencyKey: requestKey,
          returnUrl: `${window.location.origin}/m/voucherCenter`,
        });
        if (created?.payUrl) {
          window.location.assign(created.payUrl);
          return;
        }
        setOrder({ ...created, amount: created?.amount ?? minor });
      }
      setAmount('');
      setRequestKey(newRequestKey());
    } catch (error) {
      toast.show(errorText(error), 'error', TOAST_MS.short);
    } finally {
      setBusy(false);
    }
  };

  if (order) {
    return (
      <section className={ui.page} data-screen="deposit">
        <div className={`${ui.card} ${styles.result}`} data-testid="deposit-done">
          <span className={styles.resultIcon}>
            <CheckIcon size={28} />
          </span>
          <strong>{t('deposit.submitted')}</strong>
          <span className={styles.resultAmount}>฿ {formatMoney(order.amount)}</span>
          <p className={ui.muted}>{t('deposit.pending_hint')}</p>
          {order.orderNo ? (
            <p className={ui.hint} data-testid="deposit-order-no">
              {t('money.order_no', { orderNo: order.orderNo })}
            </p>
          ) : null}
          <button type="button" className={ui.secondaryButton} onClick={() => setOrder(null)} data-testid="deposit-another">
            {t('deposit.another')}
          </button>
          <Link to="/m/transaction/record" className={ui.linkButton}>
            {t('home.records')}
          </Link>
        </div>
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
                onClick={() => setCode(m.code)}
                data-testid={`deposit-method-${m.code}`}
              >
                {isManual(m) ? <BankIcon size={24} /> : <GlobeCardIcon size={24} />}
                <strong>{methodName(m)}</strong>
                <span>{isManual(m) ? t('deposit.manual_sub') : t('deposit.gateway_sub')}</span>
              </button>
            ))}
          </div>
        ) : (
          <select className={ui.select} value={code} onChange={(e) => setCode(e.target.value)} data-testid="deposit-method">
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
        <AmountField value={amount} onChange={setAmount} min={method?.minAmount} max={method?.maxAmount} />
        {manual ? (
          <div className={ui.field}>
            <label className={ui.label} htmlFor="payerName">
              {t('deposit.payer_name')}
            </label>
            <input
              id="payerName"
              name="payerName"
              className={ui.input}
              value={payerName}
              maxLength={50}
              onChange={(e) => setPayerName(e.target.value)}
              autoComplete="name"
              data-testid="deposit-payer"
            />
            <p className={ui.hint}>{t('deposit.payer_hint')}</p>
          </div>
        ) : (
          <p className={ui.muted}>{t('deposit.gateway_hint')}</p>
        )}
        <button type="button" className={ui.primaryButton} disabled={!canSubmit} onClick={submit} data-testid="deposit-submit">
          {busy ? t('common:loading') : manual ? t('deposit.submit_manual') : t('deposit.submit_gateway')}
        </button>
      </div>
    </section>
  );
}
