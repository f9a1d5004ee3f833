import { useEffect } from 'react';
import { useSession, useTranslation } from '@site/shared';
import { NS } from '../i18n/bar';
import { balanceText } from '../rules/balance-rules';
import { balanceStore, useBalance } from '../stores/balance-store';
import { Flag } from './Flag';
import { EyeIcon, EyeOffIcon, RefreshIcon } from './icons';
import styles from './balance.module.css';

/**
 * product-rules 2 balance widget: country flag, total balance with two decimals, hide/show toggle (hidden shows
 * asterisks), refresh button (re-fetches the wallet; asterisks while refreshing). Follows bus 'wallet:changed'.
 */
export function Balance({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation(NS);
  const session = useSession((s) => s.session);
  const wallet = useBalance((s) => s.wallet);
  const refreshing = useBalance((s) => s.refreshing);
  const hidden = useBalance((s) => s.hidden);

  useEffect(() => {
    if (session) void balanceStore.getState().refresh();
  }, [session]);

  if (!session) return null;
  const text = balanceText(wallet ? Number(wallet.sumBalance) : null, hidden, refreshing);
  return (
    <div
      className={compact ? styles.compact : styles.widget}
      data-testid="balance-widget"
      data-hidden={hidden ? '1' : '0'}
      data-refreshing={refreshing ? '1' : '0'}
    >
      <Flag currency={wallet?.currency} size={compact ? 18 : 22} />
      <div className={styles.figures}>
        {compact ? null : <span className={styles.label}>{t('balance.total')}</span>}
        <span className={styles.amount} data-testid="balance-total">
          <span className={styles.symbol}>{wallet?.currencySymbol ?? t('common:currency_symbol')}</span>
          <span className={styles.figure} data-testid="balance-amount">
            {text}
          </span>
        </span>
      </div>
      <button
        type="button"
        className={styles.iconButton}
        onClick={() => balanceStore.getState().setHidden(!hidden)}
        aria-label={hidden ? t('balance.show') : t('balance.hide')}
        aria-pressed={hidden}
        data-testid="balance-toggle"
      >
        {hidden ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
      </button>
      <button
        type="button"
        className={`${styles.iconButton} ${refreshing ? styles.spinning : ''}`}
        onClick={() => void balanceStore.getState().refresh()}
        aria-label={t('balance.refresh')}
        disabled={refreshing}
        data-testid="balance-refresh"
      >
        <RefreshIcon size={18} />
      </button>
    </div>
  );
}
