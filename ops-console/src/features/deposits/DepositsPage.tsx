import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { OperatorDeposit } from '@site/shared/src/contracts/payments';
import { useTranslation } from '@site/shared/src/i18n/use-translation';
import { NS } from '../../i18n';
import { approveDeposit, pendingDeposits, rejectDeposit } from '../../api/cashier.api';
import { errorText } from '../../api/client';
import { useDecision } from '../../hooks/use-queue';
import { Status } from '../../components/Status';
import { TextDialog } from '../../components/TextDialog';
import { money, when } from '../../components/format';
import { cx, s } from '../../components/ui';

const KEY = ['ops', 'deposits', 'PENDING'] as const;

/** The cashier's deposit queue: pending orders, approve (the money reaches MAIN) or reject with a reason. */
export default function DepositsPage() {
  const { t } = useTranslation(NS);
  const queue = useQuery({ queryKey: KEY, queryFn: pendingDeposits });
  const approve = useDecision(KEY, (id: number) => approveDeposit(id));
  const reject = useDecision(KEY, ({ id, reason }: { id: number; reason: string }) => rejectDeposit(id, reason));
  const [rejecting, setRejecting] = useState<OperatorDeposit | null>(null);
  return (
    <section aria-labelledby="deposits-heading">
      <div className={s.heading}>
        <h2 id="deposits-heading">{t('deposits.heading')}</h2>
        <button type="button" className={s.tool} onClick={() => void queue.refetch()}>
          {t('common.refresh')}
        </button>
      </div>
      <Status notice={reject.notice ?? approve.notice} />
      {queue.isPending ? <p className={s.muted}>{t('common.loading')}</p> : null}
      {queue.isError ? <p className={s.error}>{errorText(queue.error)}</p> : null}
      {queue.data?.length === 0 ? <p className={s.muted}>{t('common.empty')}</p> : null}
      <ul className={s.list}>
        {queue.data?.map((order) => (
          <li key={order.id} className={s.card} aria-label={order.orderNo}>
            <div className={s.cardTop}>
              <h3 className={s.cardTitle}>{order.account}</h3>
              <span className={s.amount}>{money(order.amount)}</span>
            </div>
            <dl className={s.facts}>
              <dt>{t('deposits.channel')}</dt>
              <dd>{order.channelName}</dd>
              <dt>{t('deposits.payer')}</dt>
              <dd>{order.payerName || '–'}</dd>
              <dt>{t('deposits.reference')}</dt>
              <dd>{order.reference || '–'}</dd>
              <dt>{t('common.created')}</dt>
              <dd>{when(order.createdAt)}</dd>
              <dt>#</dt>
              <dd>{order.orderNo}</dd>
            </dl>
            <div className={s.actions}>
              <button
                type="button"
                className={cx.button}
                disabled={approve.pending}
                onClick={() => {
                  reject.setNotice(null);
                  void approve.decide(order.id, t('deposits.approved', { orderNo: order.orderNo })).catch(() => undefined);
                }}
              >
                {t('deposits.approve')}
              </button>
              <button type="button" className={cx.secondary} onClick={() => setRejecting(order)}>
                {t('common.reject')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {rejecting ? (
        <TextDialog
          title={t('deposits.rejectTitle', { orderNo: rejecting.orderNo })}
          label={t('common.reason')}
          hint={t('common.reasonHint')}
          submitLabel={t('common.confirmReject')}
          danger
          maxLength={200}
          onClose={() => setRejecting(null)}
          onSubmit={(reason) => {
            approve.setNotice(null);
            return reject.decide({ id: rejecting.id, reason }, t('deposits.rejected', { orderNo: rejecting.orderNo }));
          }}
        />
      ) : null}
    </section>
  );
}
