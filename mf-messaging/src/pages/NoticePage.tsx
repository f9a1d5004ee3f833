import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { EmptyState, Spinner, useSession, useTranslation } from '@site/shared';
import type { Announcement } from '../api/messaging.api';
import { useMarkNoticeRead, useNotices } from '../hooks/use-notices';
import { loadSanitizer } from '../content/safe-html';
import { SafeHtml } from '../components/SafeHtml';
import { NS } from '../i18n';
import styles from './messaging.module.css';

/** product-rules 2: /m/notice takes an index query value (the announcement to open) and remembers the referrer. */
export function NoticePage() {
  const { t } = useTranslation(NS);
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const loggedIn = useSession((s) => !!s.session);
  const items = useNotices();
  const markRead = useMarkNoticeRead();
  const [open, setOpen] = useState<number | null>(params.has('index') ? Number(params.get('index')) : null);
  const referrer = useRef<string | null>((location.state as { from?: string } | null)?.from ?? null);

  useEffect(() => {
    // The sanitizer loads with the list, so opening a notice shows it at once.
    loadSanitizer().catch(() => undefined);
  }, []);

  // product-rules 4: opening an unread announcement marks it read (useMarkNoticeRead).
  const toggle = (item: Announcement, index: number) => {
    setOpen(open === index ? null : index);
    if (!item.read && loggedIn) markRead.mutate(item.id);
  };

  if (!items) return <Spinner />;
  return (
    <section className={styles.page} data-screen="notice">
      {referrer.current ? (
        <button type="button" className={styles.linkButton} onClick={() => navigate(referrer.current!)}>
          ‹ {t('notice.back')}
        </button>
      ) : null}
      {!items.length ? (
        <EmptyState text={t('common:no_announcement')} />
      ) : (
        <ul className={styles.accordion}>
          {items.map((item, index) => (
            <li key={item.id} className={styles.card} data-open={open === index}>
              <button type="button" className={styles.cardHead} onClick={() => toggle(item, index)} aria-expanded={open === index}>
                <span className={styles.titleRow}>
                  {!item.read ? <span className={styles.dot} role="img" aria-label={t('unread')} /> : null}
                  {item.title}
                </span>
                <span className={styles.chevron} aria-hidden="true" />
              </button>
              {open === index ? <SafeHtml className={styles.richText} html={item.content} /> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
