import { useTranslation } from '@site/shared/src/i18n/use-translation';
import { NS } from '../../i18n';
import { approveDeposit, pendingDeposits, rejectDeposit } from '../../api/cashier.api';
import { OrderQueue } from '../../components/OrderQueue';
import { when } from '../../components/format';

/** The cashier's deposit queue: pending orders, approve (the money reaches MAIN) or reject with a reason. */
export default function DepositsPage() {
  const { t } = useTranslation(NS);
  return (
    <OrderQueue
      name="deposits"
      load={pendingDeposits}
      accept={approveDeposit}
      reject={rejectDeposit}
      texts={{
        heading: t('deposits.heading'),
        accept: t('deposits.approve'),
        accepted: (orderNo) => t('deposits.approved', { orderNo }),
        rejectTitle: (orderNo) => t('deposits.rejectTitle', { orderNo }),
        rejected: (orderNo) => t('deposits.rejected', { orderNo }),
      }}
      facts={(order) => (
        <>
          <dt>{t('deposits.channel')}</dt>
          <dd>{order.channelName}</dd>
          <dt>{t('deposits.payer')}</dt>
          <dd>{order.payerName || '–'}</dd>
          <dt>{t('deposits.reference')}</dt>
          <dd>{order.reference || '–'}</dd>
          <dt>{t('common.created')}</dt>
          <dd>{when(order.createdAt)}</dd>
        </>
      )}
    />
  );
}
