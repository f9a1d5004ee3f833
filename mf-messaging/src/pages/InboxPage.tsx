import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import {
  badgeText,
  bus,
  EmptyState,
  errorText,
  headerKind,
  Spinner,
  toast,
  useSession,
  useTranslation,
  type InboxMessage,
  formatDateTime,
} from '@site/shared';
import { useInboxPages, useMarkInboxRead } from '../hooks/use-inbox';
import { useUnreadCounts } from '../hooks/use-unread-counts';
import { NS } from '../i18n';
import styles from './messaging.module.css';

/** product-rules 2: /m/message, /m/messages, /m/webEmail (the header's message icon). Read-all only when logged in. */
export function InboxPage() {
  const { t, i18n } = useTranslation(NS);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const loggedIn = useSession((s) => !!s.session);
  const { messages, loading, totalCount, hasMore, more } = useInboxPages(loggedIn);
  const markRead = useMarkInboxRead();
  const [open, setOpen] = useState<number | null>(null);
  // Every unread figure is the shared counters' (the header badge shows their total).
  const { inbox: unreadInbox, announcement: unreadNotices } = useUnreadCounts();

  const read = (message: InboxMessage) => {
    setOpen(open === message.id ? null : message.id);
    if (!message.read) markRead.mutate({ ids: [message.id] });
  };
  const readAll = () => markRead.mutate({ all: true }, { onError: (error) => toast.show(errorText(error), 'error') });

  const ownTopBar = headerKind(pathname) === 'none'; // product-rules 2: the shell hides its header on /m/message only
  return (
    <section className={styles.page} data-screen="inbox">
      {ownTopBar ? (
        <div className={styles.ownTopBar}>
          <button type="button" className={styles.linkButton} onClick={() => navigate('/m/home')} aria-label={t('common:back')}>
            ‹
          </button>
          <h1>{t('inbox.title')}</h1>
          <span />
        </div>
      ) : null}
      <nav className={styles.tabs} aria-label={t('inbox.title')}>
        <span className={styles.tabActive}>
          {t('inbox.tab_messages')}
          {unreadInbox > 0 ? (
            <span className={styles.countBadge} data-testid="inbox-tab-count">
              {badgeText(unreadInbox)}
            </span>
          ) : null}
        </span>
        <Link className={styles.tab} to="/m/notice" state={{ from: pathname }}>
          {t('inbox.tab_notices')}
          {unreadNotices > 0 ? (
            <span className={styles.countBadge} data-testid="notice-tab-count">
              {badgeText(unreadNotices)}
            </span>
          ) : null}
        </Link>
      </nav>
      {!loggedIn ? (
        <div className={styles.guest}>
          <EmptyState text={t('inbox.login_needed')} />
          <button type="button" className={styles.primary} onClick={() => bus.emit('auth:open', { view: 'login' })}>
            {t('common:login')}
          </button>
        </div>
      ) : !messages ? (
        <Spinner />
      ) : (
        <>
          <div className={styles.readAllBar} data-testid="read-all-area">
            <span data-testid="inbox-unread">{t('inbox.unread_count', { figure: badgeText(unreadInbox) })}</span>
            <button type="button" className={styles.ghost} onClick={readAll} disabled={!unreadInbox} data-testid="inbox-read-all">
              {t('inbox.read_all')}
            </button>
          </div>
          {!messages.length ? (
            <EmptyState text={t('common:in_no_data')} />
          ) : (
            <>
              <ul className={styles.accordion}>
                {messages.map((m) => (
                  <li key={m.id} className={styles.card} data-open={open === m.id} data-testid="inbox-message">
                    <button type="button" className={styles.cardHead} onClick={() => read(m)} aria-expanded={open === m.id}>
                      <span className={styles.titleRow}>
                        {!m.read ? <span className={styles.dot} role="img" aria-label={t('unread')} /> : null}
                        <span>
                          <span data-testid="inbox-title">{m.title}</span>
                          <small className={styles.date}>{formatDateTime(m.createdAt, i18n.language)}</small>
                        </span>
                      </span>
                      <span className={styles.chevron} aria-hidden="true" />
                    </button>
                    {open === m.id ? <p className={styles.richText}>{m.content}</p> : null}
                  </li>
                ))}
              </ul>
              <div className={styles.more}>
                <span data-testid="inbox-shown">
                  {t('common:display_of_total', { count: messages.length, total: Math.max(totalCount, messages.length) })}
                </span>
                {hasMore ? (
                  <button type="button" className={styles.ghost} onClick={more} disabled={loading} data-testid="inbox-more">
                    {loading ? t('common:loading') : t('common:load_more')}
                  </button>
                ) : null}
              </div>
            </>
          )}
        </>
      )}
    </section>
  );
}
