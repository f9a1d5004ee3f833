import { useTranslation } from '@site/shared/src/i18n/use-translation';
import { NS } from '../../i18n';
import { payoutWithdrawal, pendingWithdrawals, rejectWithdrawal } from '../../api/cashier.api';
import { OrderQueue } from '../../components/OrderQueue';
import { when } from '../../components/format';

/** The cashier's withdrawal queue: pay out (the held money leaves to the bank) or reject with a reason (it returns). */
export default function WithdrawalsPage() {
  const { t } = useTranslation(NS);
  return (
    <OrderQueue
      name="withdrawals"
      load={pendingWithdrawals}
      accept={payoutWithdrawal}
      reject={rejectWithdrawal}
      texts={{
        heading: t('withdrawals.heading'),
        accept: t('withdrawals.payout'),
        accepted: (orderNo) => t('withdrawals.paid', { orderNo }),
        rejectTitle: (orderNo) => t('withdrawals.rejectTitle', { orderNo }),
        rejected: (orderNo) => t('withdrawals.rejected', { orderNo }),
      }}
      facts={(order) => (
        <>
          <dt>{t('withdrawals.bank')}</dt>
          <dd>
            {order.bankName} {order.accountNo}
          </dd>
          <dt>{t('deposits.payer')}</dt>
          <dd>{order.holder}</dd>
          <dt>{t('common.created')}</dt>
          <dd>{when(order.createdAt)}</dd>
        </>
      )}
    />
  );
}
