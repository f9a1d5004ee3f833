import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { OperatorWithdrawal } from '@site/shared/src/contracts/withdraw';
import { useTranslation } from '@site/shared/src/i18n/use-translation';
import { NS } from '../../i18n';
import { payoutWithdrawal, pendingWithdrawals, rejectWithdrawal } from '../../api/cashier.api';
import { errorText } from '../../api/client';
import { useDecision } from '../../hooks/use-queue';
import { Status } from '../../components/Status';
import { TextDialog } from '../../components/TextDialog';
import { money, when } from '../../components/format';
import { cx, s } from '../../components/ui';

const KEY = ['ops', 'withdrawals', 'PENDING'] as const;

/** The cashier's withdrawal queue: pay out (the held money leaves to the bank) or reject with a reason (it returns). */
export default function WithdrawalsPage() {
  const { t } = useTranslation(NS);
  const queue = useQuery({ queryKey: KEY, queryFn: pendingWithdrawals });
  const payout = useDecision(KEY, (id: number) => payoutWithdrawal(id));
  const reject = useDecision(KEY, ({ id, reason }: { id: number; reason: string }) => rejectWithdrawal(id, reason));
  const [rejecting, setRejecting] = useState<OperatorWithdrawal | null>(null);
  return (
    <section aria-labelledby="withdrawals-heading">
      <div className={s.heading}>
        <h2 id="withdrawals-heading">{t('withdrawals.heading')}</h2>
        <button type="button" className={s.tool} onClick={() => void queue.refetch()}>
          {t('common.refresh')}
        </button>
      </div>
      <Status notice={reject.notice ?? payout.notice} />
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
              <dt>{t('withdrawals.bank')}</dt>
              <dd>
                {order.bankName} {order.accountNo}
              </dd>
              <dt>{t('deposits.payer')}</dt>
              <dd>{order.holder}</dd>
              <dt>{t('common.created')}</dt>
              <dd>{when(order.createdAt)}</dd>
              <dt>#</dt>
              <dd>{order.orderNo}</dd>
            </dl>
            <div className={s.actions}>
              <button
                type="button"
                className={cx.button}
                disabled={payout.pending}
                onClick={() => {
                  reject.setNotice(null);
                  void payout.decide(order.id, t('withdrawals.paid', { orderNo: order.orderNo })).catch(() => undefined);
                }}
              >
                {t('withdrawals.payout')}
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
          title={t('withdrawals.rejectTitle', { orderNo: rejecting.orderNo })}
          label={t('common.reason')}
          hint={t('common.reasonHint')}
          submitLabel={t('common.confirmReject')}
          danger
          maxLength={200}
          onClose={() => setRejecting(null)}
          onSubmit={(reason) => {
            payout.setNotice(null);
            return reject.decide({ id: rejecting.id, reason }, t('withdrawals.rejected', { orderNo: rejecting.orderNo }));
          }}
        />
      ) : null}
    </section>
  );
}
