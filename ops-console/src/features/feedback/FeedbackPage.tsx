import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OperatorFeedback } from '@site/shared/src/contracts/operator';
import { useTranslation } from '@site/shared/src/i18n/use-translation';
import { NS } from '../../i18n';
import { answerFeedback, feedbackPage } from '../../api/support.api';
import { errorText, opsObjectUrl } from '../../api/client';
import { useObjectUrl } from '@site/shared/src/ui/use-object-url';
import { useDecision } from '../../hooks/use-queue';
import { Status } from '../../components/Status';
import { TextDialog } from '../../components/TextDialog';
import { TextField } from '../../components/Field';
import { Pager } from '../../components/Pager';
import { when } from '../../components/format';
import { cx, s } from '../../components/ui';
import styles from './feedback.module.css';

type Tab = 'open' | 'answered';

/**
 * A feedback picture, read with the operator's token (GET /ops/feedback/:id/images/:n, as the chat's pictures): a
 * thumbnail that opens the full picture in a new tab.
 */
function Picture({ url, label }: { url: string; label: string }) {
  const src = useObjectUrl(url, opsObjectUrl);
  return src ? (
    <a className={styles.frame} href={src} target="_blank" rel="noopener noreferrer">
      <img className={styles.picture} src={src} alt={label} />
    </a>
  ) : (
    <span className={styles.frame} role="img" aria-label={label} aria-busy="true" />
  );
}

/** Players' feedback (PUT /wps/feedback): read it, answer a member's to their inbox (POST /ops/feedback/:id/answer). */
export default function FeedbackPage() {
  const { t } = useTranslation(NS);
  const [tab, setTab] = useState<Tab>('open');
  const [pageNo, setPageNo] = useState(1);
  const key = ['ops', 'feedback', tab, pageNo] as const;
  const page = useQuery({ queryKey: key, queryFn: () => feedbackPage(tab, pageNo), placeholderData: keepPreviousData });
  const answer = useDecision(['ops', 'feedback'], ({ id, title, content }: { id: number; title: string; content: string }) =>
    answerFeedback(id, { title, content }),
  );
  const [answering, setAnswering] = useState<OperatorFeedback | null>(null);
  const [title, setTitle] = useState('');
  const open = (item: OperatorFeedback) => {
    setTitle(t('feedback.defaultTitle'));
    setAnswering(item);
  };
  const show = (next: Tab) => {
    setTab(next);
    setPageNo(1);
  };
  return (
    <section aria-labelledby="feedback-heading">
      <div className={s.heading}>
        <h2 id="feedback-heading">{t('feedback.heading')}</h2>
        <button type="button" className={s.tool} onClick={() => void page.refetch()}>
          {t('common.refresh')}
        </button>
      </div>
      <div className={s.tabs}>
        {(['open', 'answered'] as const).map((name) => (
          <button key={name} type="button" className={cx.tab} aria-pressed={tab === name} onClick={() => show(name)}>
            {t(`feedback.${name}`)}
          </button>
        ))}
      </div>
      <Status notice={answer.notice} />
      {page.isPending ? <p className={s.muted}>{t('common.loading')}</p> : null}
      {page.isError ? <p className={s.error}>{errorText(page.error)}</p> : null}
      {page.data?.content.length === 0 ? <p className={s.muted}>{t('common.empty')}</p> : null}
      <ul className={`${s.list} ${s.wide}`}>
        {page.data?.content.map((item) => (
          <li key={item.id} className={s.card} aria-label={`#${item.id} ${item.account ?? t('common.guest')}`}>
            <div className={s.cardTop}>
              <h3 className={s.cardTitle}>{item.account ?? t('common.guest')}</h3>
              <span className={s.muted}>{when(item.createdAt)}</span>
            </div>
            <p className={s.muted}>
              {t('feedback.category')}: {t(`feedback.categories.${item.category}`, { defaultValue: item.category })}
              {item.imageCount ? ` · ${t('feedback.images', { count: item.imageCount })}` : ''}
            </p>
            <p className={s.text}>{item.content}</p>
            {item.imageUrls.length ? (
              <ul className={styles.pictures} aria-label={t('feedback.images', { count: item.imageUrls.length })}>
                {item.imageUrls.map((url, n) => (
                  <li key={url}>
                    <Picture url={url} label={t('feedback.picture', { n: n + 1, count: item.imageUrls.length })} />
                  </li>
                ))}
              </ul>
            ) : null}
            {item.remark ? (
              <p className={s.muted}>
                {t('feedback.remark')}: {item.remark}
              </p>
            ) : null}
            {item.answer ? (
              <>
                <p className={s.muted}>{t('feedback.answeredBy', { name: item.answeredBy ?? '' })}</p>
                <p className={s.text}>{item.answer}</p>
              </>
            ) : item.memberId === null ? (
              <p className={s.muted}>{t('feedback.guestNoInbox')}</p>
            ) : (
              <div className={s.actions}>
                <button type="button" className={cx.button} onClick={() => open(item)}>
                  {t('feedback.answer')}
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {page.data ? <Pager pageNo={pageNo} pages={page.data.totalPages} onPage={setPageNo} /> : null}
      {answering ? (
        <TextDialog
          title={t('feedback.answerTitle', { account: answering.account ?? '' })}
          label={t('feedback.messageContent')}
          submitLabel={t('feedback.send')}
          maxLength={5000}
          extra={
            <TextField
              label={t('feedback.messageTitle')}
              value={title}
              maxLength={120}
              onChange={(event) => setTitle(event.target.value)}
            />
          }
          onClose={() => setAnswering(null)}
          onSubmit={(content) =>
            answer.decide({ id: answering.id, title: title.trim() || t('feedback.defaultTitle'), content }, t('feedback.sent'))
          }
        />
      ) : null}
    </section>
  );
}
