import { useCallback, useEffect, useMemo, useState } from 'react';
import { bus, errorText, formatMoney, RetryPanel, Spinner, toast, TOAST_MS, useTranslation } from '@site/shared';
import { Balance } from '../components/Balance';
import { NS } from '../i18n';
import { MemberGuard } from '../components/MemberGuard';
import { AmountField } from '../components/AmountField';
import { parseAmount } from '../rules/balance-rules';
import { newRequestKey } from '../rules/request-key';
import { TransferIcon } from '../components/icons';
import { fetchMerchantWallet, fetchWallets, walletTransfer, type MemberWallet } from '../api/wallet.api';
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

function Transfer() {
  const { t } = useTranslation(NS);
  const [wallets, setWallets] = useState<MemberWallet[] | null>(null);
  const [isSingle, setIsSingle] = useState(false);
  const [failed, setFailed] = useState(false);
  const [vendor, setVendor] = useState('');
  const [toVendor, setToVendor] = useState(true);
  const [amount, setAmount] = useState('');
  const [busy, setBusy] = useState(false);
  const [requestKey, setRequestKey] = useState(newRequestKey);

  const load = useCallback(async () => {
    setFailed(false);
    try {
      const [list, merchant] = await Promise.all([fetchWallets(), fetchMerchantWallet()]);
      setWallets(list);
      setIsSingle(!!merchant?.isSingle);
      setVendor((v) => v || list.find((w) => w.wallet !== MAIN)?.wallet || '');
    } catch {
      setFailed(true);
    }
  }, []);
  useEffect(() => {
    void load();
    return bus.on('wallet:changed', () => void load());
  }, [load]);

  const main = wallets?.find((w) => w.wallet === MAIN);
  const vendors = useMemo(() => wallets?.filter((w) => w.wallet !== MAIN) ?? [], [wallets]);
  const selected = vendors.find((w) => w.wallet === vendor);
  const source = toVendor ? main : selected;
  const minor = parseAmount(amount);
  const tooMuch = minor !== null && source !== undefined && minor > source.balance;

  if (failed) return <RetryPanel message={t('money.load_failed')} retryLabel={t('common:retry')} onRetry={load} />;
  if (!wallets) return <Spinner />;
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

  const submit = async () => {
    if (!minor || !selected || tooMuch) return;
    setBusy(true);
    try {
      await walletTransfer({
        from: toVendor ? MAIN : selected.wallet,
        to: toVendor ? selected.wallet : MAIN,
        amount: minor,
        idempotencyKey: requestKey,
      });
      toast.show(t('transfer.done'), 'success', TOAST_MS.success);
      setAmount('');
      setRequestKey(newRequestKey());
    } catch (error) {
      toast.show(errorText(error), 'error', TOAST_MS.short);
    } finally {
      setBusy(false);
    }
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
          <select
            id="vendor"
            className={ui.select}
            value={vendor}
            onChange={(e) => setVendor(e.target.value)}
            data-testid="transfer-vendor"
          >
            {vendors.map((w) => (
              <option key={w.wallet} value={w.wallet}>
                {w.name} (฿ {formatMoney(w.balance)})
              </option>
            ))}
          </select>
        </div>
        <AmountField value={amount} onChange={setAmount} allAmount={source?.balance} />
        {tooMuch ? <p className={ui.error}>{t('errors:balance.insufficient')}</p> : null}
        <button
          type="button"
          className={ui.primaryButton}
          disabled={busy || !minor || tooMuch || !selected}
          onClick={submit}
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
