import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@site/shared/src/i18n/use-translation';
import { REQUIRED, fieldErrorKey, required, useRuleForm, type FormRules } from '@site/shared/src/forms';
import { NS } from '../../i18n';
import { sendMessage, sentMessages } from '../../api/support.api';
import { errorText } from '../../api/client';
import { Status, type Notice } from '../../components/Status';
import { TextArea, TextField } from '../../components/Field';
import { Pager } from '../../components/Pager';
import { when } from '../../components/format';
import { cx, s } from '../../components/ui';

interface MessageValues {
  toEveryone: boolean;
  memberId: string;
  title: string;
  content: string;
}
const RULES: FormRules<MessageValues> = {
  memberId: (value, values) =>
    values.toEveryone ? null : !value.trim() ? REQUIRED : /^[1-9]\d{0,9}$/.test(value.trim()) ? null : 'ops:messages.memberIdInvalid',
  title: required(),
  content: required(),
};
const EMPTY: MessageValues = { toEveryone: false, memberId: '', title: '', content: '' };

/** Inbox messages: send one to a member (by id) or to every member; what was sent, by whom. */
export default function MessagesPage() {
  const { t } = useTranslation(NS);
  const client = useQueryClient();
  const [pageNo, setPageNo] = useState(1);
  const [notice, setNotice] = useState<Notice | null>(null);
  const sent = useQuery({ queryKey: ['ops', 'messages', pageNo], queryFn: () => sentMessages(pageNo), placeholderData: keepPreviousData });
  const { register, handleSubmit, watch, reset, formState } = useRuleForm(RULES, { defaultValues: EMPTY });
  const send = useMutation({
    mutationFn: (values: MessageValues) =>
      sendMessage({
        memberId: values.toEveryone ? null : Number(values.memberId),
        title: values.title.trim(),
        content: values.content.trim(),
      }),
    onSuccess: () => {
      setNotice({ text: t('messages.sent') });
      reset(EMPTY);
      void client.invalidateQueries({ queryKey: ['ops', 'messages'] });
    },
    onError: (error) => setNotice({ text: errorText(error), error: true }),
  });
  const shown = (name: keyof MessageValues & string) => {
    const key = fieldErrorKey(formState.errors, name, { required: formState.isSubmitted });
    return key === REQUIRED ? t('common.required') : key ? t(key) : null;
  };
  const toEveryone = watch('toEveryone');
  return (
    <section aria-labelledby="messages-heading">
      <div className={s.heading}>
        <h2 id="messages-heading">{t('messages.heading')}</h2>
      </div>
      <Status notice={notice} />
      <form className={cx.form} onSubmit={handleSubmit((values) => send.mutate(values))} noValidate aria-label={t('messages.compose')}>
        <label className={s.check}>
          <input type="checkbox" {...register('toEveryone')} />
          {t('messages.toEveryone')}
        </label>
        {toEveryone ? null : (
          <TextField label={t('messages.memberId')} inputMode="numeric" error={shown('memberId')} {...register('memberId')} />
        )}
        <TextField label={t('messages.title')} maxLength={120} error={shown('title')} {...register('title')} />
        <TextArea label={t('messages.content')} maxLength={5000} error={shown('content')} {...register('content')} />
        <div className={s.actions}>
          <button type="submit" className={cx.button} disabled={send.isPending}>
            {t('messages.send')}
          </button>
        </div>
      </form>
      <h3 className={s.h3}>{t('messages.history')}</h3>
      {sent.isError ? <p className={s.error}>{errorText(sent.error)}</p> : null}
      {sent.data?.content.length === 0 ? <p className={s.muted}>{t('common.empty')}</p> : null}
      <ul className={`${s.list} ${s.wide}`}>
        {sent.data?.content.map((message) => (
          <li key={message.id} className={s.card}>
            <div className={s.cardTop}>
              <h4 className={s.cardTitle}>{message.title}</h4>
              <span className={s.muted}>{when(message.createdAt)}</span>
            </div>
            <p className={s.muted}>
              {message.account ?? (message.memberId === null ? t('messages.everyone') : `#${message.memberId}`)}
              {message.sentBy ? ` · ${t('messages.by', { name: message.sentBy })}` : ''}
            </p>
            <p className={s.text}>{message.content}</p>
          </li>
        ))}
      </ul>
      {sent.data ? <Pager pageNo={pageNo} pages={sent.data.totalPages} onPage={setPageNo} /> : null}
    </section>
  );
}
