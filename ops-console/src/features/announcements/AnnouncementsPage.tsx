import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@site/shared/src/i18n/use-translation';
import { fieldErrorKey, required, useRuleForm, type FormRules } from '@site/shared/src/forms';
import { SafeHtml } from '@site/shared/src/ui/SafeHtml';
import { NS } from '../../i18n';
import { announcements, publishAnnouncement } from '../../api/support.api';
import { errorText } from '../../api/client';
import { Status, type Notice } from '../../components/Status';
import { TextArea, TextField } from '../../components/Field';
import { when } from '../../components/format';
import { cx, s } from '../../components/ui';

interface AnnouncementValues {
  type: 'PL' | 'PU';
  hot: boolean;
  titleTh: string;
  titleEn: string;
  contentTh: string;
  contentEn: string;
}
const RULES: FormRules<AnnouncementValues> = { titleTh: required(), titleEn: required(), contentTh: required(), contentEn: required() };
const EMPTY: AnnouncementValues = { type: 'PL', hot: false, titleTh: '', titleEn: '', contentTh: '', contentEn: '' };
const KEY = ['ops', 'announcements'] as const;

/**
 * Announcements in Thai and English: the notice list (PL) or a popup (PU). Bodies are operator HTML: the API
 * sanitizes them as stored, the preview here again as it renders (shared/src/content/operator-html.ts).
 */
export default function AnnouncementsPage() {
  const { t, i18n } = useTranslation(NS);
  const client = useQueryClient();
  const [notice, setNotice] = useState<Notice | null>(null);
  const list = useQuery({ queryKey: KEY, queryFn: announcements });
  const { register, handleSubmit, reset, formState } = useRuleForm(RULES, { defaultValues: EMPTY });
  const publish = useMutation({
    mutationFn: (values: AnnouncementValues) => publishAnnouncement(values),
    onSuccess: () => {
      setNotice({ text: t('announcements.published') });
      reset(EMPTY);
      void client.invalidateQueries({ queryKey: KEY });
    },
    onError: (error) => setNotice({ text: errorText(error), error: true }),
  });
  const shown = (name: keyof AnnouncementValues & string) =>
    fieldErrorKey(formState.errors, name, { required: formState.isSubmitted }) ? t('common.required') : null;
  const english = i18n.language === 'en';
  return (
    <section aria-labelledby="announcements-heading">
      <div className={s.heading}>
        <h2 id="announcements-heading">{t('announcements.heading')}</h2>
      </div>
      <Status notice={notice} />
      <form
        className={cx.form}
        onSubmit={handleSubmit((values) => publish.mutate(values))}
        noValidate
        aria-label={t('announcements.compose')}
      >
        <div className={s.field}>
          <label className={s.label} htmlFor="announcement-type">
            {t('announcements.type')}
          </label>
          <select id="announcement-type" className={s.input} {...register('type')}>
            <option value="PL">{t('announcements.typePL')}</option>
            <option value="PU">{t('announcements.typePU')}</option>
          </select>
        </div>
        <label className={s.check}>
          <input type="checkbox" {...register('hot')} />
          {t('announcements.hot')}
        </label>
        <TextField label={t('announcements.titleTh')} lang="th" maxLength={120} error={shown('titleTh')} {...register('titleTh')} />
        <TextArea label={t('announcements.contentTh')} lang="th" maxLength={10000} error={shown('contentTh')} {...register('contentTh')} />
        <TextField label={t('announcements.titleEn')} lang="en" maxLength={120} error={shown('titleEn')} {...register('titleEn')} />
        <TextArea label={t('announcements.contentEn')} lang="en" maxLength={10000} error={shown('contentEn')} {...register('contentEn')} />
        <div className={s.actions}>
          <button type="submit" className={cx.button} disabled={publish.isPending}>
            {t('announcements.publish')}
          </button>
        </div>
      </form>
      <h3 className={s.h3}>{t('announcements.list')}</h3>
      {list.isError ? <p className={s.error}>{errorText(list.error)}</p> : null}
      {list.data?.length === 0 ? <p className={s.muted}>{t('common.empty')}</p> : null}
      <ul className={`${s.list} ${s.wide}`}>
        {list.data?.map((item) => (
          <li key={item.id} className={s.card}>
            <div className={s.cardTop}>
              <h4 className={s.cardTitle} lang={english ? 'en' : 'th'}>
                {english ? item.titleEn : item.titleTh}
                <span className={s.pill}>{t(`announcements.type${item.type}`, { defaultValue: item.type })}</span>
                {item.hot ? <span className={s.pill}>{t('announcements.hot')}</span> : null}
                {item.active ? null : <span className={s.pill}>{t('announcements.inactive')}</span>}
              </h4>
            </div>
            <p className={s.muted}>
              {when(item.createdAt)}
              {item.createdBy ? ` · ${t('announcements.by', { name: item.createdBy })}` : ''}
            </p>
            <SafeHtml className={s.richText} html={english ? item.contentEn : item.contentTh} />
          </li>
        ))}
      </ul>
    </section>
  );
}
