import { Link } from 'react-router-dom';
import { formatMoney, useTranslation } from '@site/shared';
import { NS } from '../../i18n';
import { CheckIcon } from '../../components/icons';
import ui from '../../components/ui.module.css';
import styles from '../../pages/money.module.css';

/** An accepted deposit or withdrawal order: its amount, that it is pending, its number, another one, its state in the records. */
export function OrderDone({
  kind,
  amount,
  orderNo,
  onAnother,
}: {
  kind: 'deposit' | 'withdraw';
  amount: number;
  orderNo?: string;
  onAnother(): void;
}) {
  const { t } = useTranslation(NS);
  return (
    <div className={`${ui.card} ${styles.result}`} data-testid={`${kind}-done`}>
      <span className={styles.resultIcon}>
        <CheckIcon size={28} />
      </span>
      <strong>{t(`${kind}.submitted`)}</strong>
      <span className={styles.resultAmount}>฿ {formatMoney(amount)}</span>
      <p className={ui.muted}>{t(`${kind}.pending_hint`)}</p>
      {orderNo ? (
        <p className={ui.hint} data-testid={`${kind}-order-no`}>
          {t('money.order_no', { orderNo })}
        </p>
      ) : null}
      <button type="button" className={ui.secondaryButton} onClick={onAnother} data-testid={`${kind}-another`}>
        {t(`${kind}.another`)}
      </button>
      {/* The order's state (pending, then approved or paid, or refused with the reason) is on the records' tab. */}
      <Link
        to={`/m/transaction/record?tab=${kind === 'deposit' ? 'deposits' : 'withdrawals'}`}
        className={ui.linkButton}
        data-testid={`${kind}-orders`}
      >
        {t('orders.see_orders')}
      </Link>
    </div>
  );
}
