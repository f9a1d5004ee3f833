import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@site/shared/src/i18n/use-translation';
import { NS } from '../i18n';
import { errorText } from '../api/client';
import { useDecision } from '../hooks/use-queue';
import { Status } from './Status';
import { TextDialog } from './TextDialog';
import { money } from './format';
import { cx, s } from './ui';

/** What a cashier's queue shows of an order and how it decides it. */
interface Order {
  id: number;
  orderNo: string;
  account: string;
  amount: number;
}

interface QueueTexts {
  heading: string;
  accept: string;
  /** The status line after the decision, for an order number. */
  accepted: (orderNo: string) => string;
  rejectTitle: (orderNo: string) => string;
  rejected: (orderNo: string) => string;
}

/**
 * A cashier's queue of pending orders (deposits, withdrawals): each order's card with its facts, the accepting
 * decision (approve, pay out) and a rejection with the reason the player sees (at most 200 characters, as the API
 * keeps it). The decisions refresh the queue and say what happened in the status line.
 */
export function OrderQueue<T extends Order>({
  name,
  load,
  accept,
  reject,
  facts,
  texts,
}: {
  name: string;
  load: () => Promise<T[]>;
  accept: (id: number) => Promise<unknown>;
  reject: (id: number, reason: string) => Promise<unknown>;
  facts: (order: T) => ReactNode;
  texts: QueueTexts;
}) {
  const { t } = useTranslation(NS);
  const key = ['ops', name, 'PENDING'];
  const queue = useQuery({ queryKey: key, queryFn: load });
  const accepting = useDecision(key, accept);
  const rejecting = useDecision(key, ({ id, reason }: { id: number; reason: string }) => reject(id, reason));
  const [toReject, setToReject] = useState<T | null>(null);
  const headingId = `${name}-heading`;
  return (
    <section aria-labelledby={headingId}>
      <div className={s.heading}>
        <h2 id={headingId}>{texts.heading}</h2>
        <button type="button" className={s.tool} onClick={() => void queue.refetch()}>
          {t('common.refresh')}
        </button>
      </div>
      <Status notice={rejecting.notice ?? accepting.notice} />
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
              {facts(order)}
              <dt>#</dt>
              <dd>{order.orderNo}</dd>
            </dl>
            <div className={s.actions}>
              <button
                type="button"
                className={cx.button}
                disabled={accepting.pending}
                onClick={() => {
                  rejecting.setNotice(null);
                  void accepting.decide(order.id, texts.accepted(order.orderNo)).catch(() => undefined);
                }}
              >
                {texts.accept}
              </button>
              <button type="button" className={cx.secondary} onClick={() => setToReject(order)}>
                {t('common.reject')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {toReject ? (
        <TextDialog
          title={texts.rejectTitle(toReject.orderNo)}
          label={t('common.reason')}
          hint={t('common.reasonHint')}
          submitLabel={t('common.confirmReject')}
          danger
          maxLength={200}
          onClose={() => setToReject(null)}
          onSubmit={(reason) => {
            accepting.setNotice(null);
            return rejecting.decide({ id: toReject.id, reason }, texts.rejected(toReject.orderNo));
          }}
        />
      ) : null}
    </section>
  );
}
