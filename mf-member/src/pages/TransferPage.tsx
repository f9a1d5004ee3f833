import { useEffect, useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { formatMoney, RetryPanel, Spinner, toast, TOAST_MS, useTranslation } from '@site/shared';
import { fieldErrorKey, REQUIRED, useRuleForm, type FormRules } from '@site/shared/src/forms';
import { Balance } from '../components/Balance';
import { NS } from '../i18n';
import { MemberGuard } from '../components/MemberGuard';
import { AmountField } from '../components/AmountField';
import { parseAmount } from '../rules/balance-rules';
import { checkOrderAmount, type OrderLimits } from '../features/payment-orders/order-rules';
import { useOrderSubmission } from '../features/payment-orders/use-order-submission';
import { TransferIcon } from '../components/icons';
import { walletTransfer, type MemberWallet } from '../api/wallet.api';
import { useMerchantWallet, useWallets } from '../hooks/use-money';
import ui from '../components/ui.module.css';
import styles from './money.module.css';

const MAIN = 'MAIN';

/** Wallet transfer (/m/transfer): main <-> one vendor wallet; merchantWallet.isSingle turns it off (product-rules 3). */
export function TransferPage() {
  return (
    <MemberGuard>
      <Transfer />
    </MemberGuard>
  );
}

interface TransferForm {
  vendor: string;
  amount: string;
}
/** The transfer's rules: a vendor wallet, an amount not above the balance of the wallet it leaves. */
const TRANSFER_RULES: FormRules<TransferForm, OrderLimits> = {
  vendor: (vendor) => (vendor ? null : REQUIRED),
  amount: (amount, _values, limits) => checkOrderAmount(amount, limits),
};

function Transfer() {
  const { t } = useTranslation(NS);
  const walletsQuery = useWallets();
  const merchantQuery = useMerchantWallet();
  const wallets = walletsQuery.data;
  const isSingle = !!merchantQuery.data?.isSingle;
  const failed = walletsQuery.isError || merchantQuery.isError;
  const reload = () => void Promise.all([walletsQuery.refetch(), merchantQuery.refetch()]);
  const [toVendor, setToVendor] = useState(true);
  const { busy, submit: submitOrder } = useOrderSubmission();
  const [limits, setLimits] = useState<OrderLimits>({});
  const form = useRuleForm(TRANSFER_RULES, { defaultValues: { vendor: '', amount: '' }, context: limits });
  const { control, getValues, setValue, watch, formState } = form;

  // The first vendor wallet is picked once the wallets are read (a balance change reads them again: 'wallet' key).
  useEffect(() => {
    if (wallets && !getValues('vendor')) setValue('vendor', wallets.find((w) => w.wallet !== MAIN)?.wallet || '');
  }, [wallets, getValues, setValue]);

  const main = wallets?.find((w) => w.wallet === MAIN);
  const vendors = useMemo(() => wallets?.filter((w) => w.wallet !== MAIN) ?? [], [wallets]);
  const vendor = watch('vendor');
  const selected = vendors.find((w) => w.wallet === vendor);
  const source = toVendor ? main : selected;
  const available = source?.balance;
  useEffect(() => setLimits({ available }), [available]);

  if (failed) return <RetryPanel message={t('money.load_failed')} retryLabel={t('common:retry')} onRetry={reload} />;
  if (!wallets || !merchantQuery.data) return <Spinner />;
  if (isSingle) {
    return (
      <section className={ui.page} data-screen="transfer">
        <div className={ui.gate}>
          <TransferIcon size={40} />
          <p>{t('transfer.single')}</p>
        </div>
      </section>
    );
  }

  const submit = async (values: TransferForm) => {
    const minor = parseAmount(values.amount);
    if (!minor || !selected) return;
    await submitOrder(async (idempotencyKey) => {
      await walletTransfer({
        from: toVendor ? MAIN : selected.wallet,
        to: toVendor ? selected.wallet : MAIN,
        amount: minor,
        idempotencyKey,
      });
      toast.show(t('transfer.done'), 'success', TOAST_MS.success);
      setValue('amount', '');
    });
  };

  const walletBox = (w: MemberWallet | undefined, caption: string) => (
    <div className={styles.walletBox}>
      <span className={styles.walletCaption}>{caption}</span>
      <strong className={styles.walletName}>{w?.name ?? '-'}</strong>
      <span className={styles.walletAmount}>฿ {formatMoney(w?.balance ?? 0)}</span>
    </div>
  );

  return (
    <section className={ui.page} data-screen="transfer">
      <Balance />
      <div className={ui.card}>
        <div className={styles.direction}>
          {walletBox(toVendor ? main : selected, t('transfer.from'))}
          <button
            type="button"
            className={styles.swap}
            onClick={() => setToVendor(!toVendor)}
            aria-label={t('transfer.swap')}
            data-testid="transfer-swap"
          >
            <TransferIcon size={20} />
          </button>
          {walletBox(toVendor ? selected : main, t('transfer.to'))}
        </div>
        <div className={ui.field}>
          <label className={ui.label} htmlFor="vendor">
            {t('transfer.vendor_wallet')}
          </label>
          <select id="vendor" className={ui.select} {...form.register('vendor')} data-testid="transfer-vendor">
            {vendors.map((w) => (
              <option key={w.wallet} value={w.wallet}>
                {w.name} (฿ {formatMoney(w.balance)})
              </option>
            ))}
          </select>
        </div>
        <Controller
          control={control}
          name="amount"
          render={({ field }) => (
            <AmountField
              value={field.value}
              onChange={field.onChange}
              errorKey={fieldErrorKey(formState.errors, 'amount')}
              allAmount={source?.balance}
            />
          )}
        />
        <button
          type="button"
          className={ui.primaryButton}
          disabled={busy || !formState.isValid || !selected}
          onClick={form.handleSubmit(submit)}
          data-testid="transfer-submit"
        >
          {busy ? t('common:loading') : t('transfer.submit')}
        </button>
      </div>
      <div className={ui.card}>
        <h2 className={ui.cardTitle}>{t('transfer.wallets')}</h2>
        <ul className={ui.list}>
          {wallets.map((w) => (
            <li key={w.wallet} className={ui.listItem} data-testid={`wallet-${w.wallet}`}>
              <span className={ui.itemMain}>
                <span className={ui.itemTitle}>{w.name}</span>
                <span className={ui.itemSub}>{w.wallet}</span>
              </span>
              <strong className={styles.walletAmount} data-testid={`wallet-balance-${w.wallet}`}>
                ฿ {formatMoney(w.balance)}
              </strong>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
