import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { bus, EmptyState, errorText, headerKind, Spinner, toast, useSession, useTranslation } from '@site/shared';
import { fetchInbox, markInboxRead, type InboxMessage } from '../api/messaging.api';
import { NS } from '../i18n';
import styles from './messaging.module.css';

/** spec 2: /m/message, /m/messages, /m/webEmail (the header's message icon). Read-all only when logged in. */
export function InboxPage() {
  const { t, i18n } = useTranslation(NS);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const loggedIn = useSession((s) => !!s.session);
  const [messages, setMessages] = useState<InboxMessage[] | null>(null);
  const [open, setOpen] = useState<number | null>(null);

  const load = useCallback(() => {
    if (!loggedIn) return;
    fetchInbox(1).then(
      (page) => setMessages(page.content),
      (error) => {
        setMessages([]);
        toast.show(errorText(error), 'error');
      },
    );
  }, [loggedIn]);
  useEffect(load, [load]);

  const announce = (unread: number) => bus.emit('unread:changed', { announcement: 0, chat: 0, inbox: unread });

  const read = async (message: InboxMessage) => {
    setOpen(open === message.id ? null : message.id);
    if (message.read) return;
    setMessages((list) => list?.map((m) => (m.id === message.id ? { ...m, read: true } : m)) ?? null);
    const result = await markInboxRead({ ids: [message.id] }).catch(() => null);
    if (result) announce(result.unread);
  };

  const readAll = async () => {
    const result = await markInboxRead({ all: true }).catch((error) => {
      toast.show(errorText(error), 'error');
      return null;
    });
    if (!result) return;
    setMessages((list) => list?.map((m) => ({ ...m, read: true })) ?? null);
    announce(result.unread);
  };

  const unread = messages?.filter((m) => !m.read).length ?? 0;
  const ownTopBar = headerKind(pathname) === 'none'; // spec 2: the shell hides its header on /m/message only
  return (
    <section className={styles.page} data-screen="inbox">
      {ownTopBar ? (
        <div className={styles.ownTopBar}>
          <button type="button" className={styles.linkButton} onClick={() => navigate('/m/home')} aria-label={t('common:back')}>
            ‹
          </button>
          <h2>{t('inbox.title')}</h2>
          <span />
        </div>
      ) : null}
      <nav className={styles.tabs}>
        <span className={styles.tabActive}>{t('inbox.tab_messages')}</span>
        <Link className={styles.tab} to="/m/notice" state={{ from: pathname }}>
          {t('inbox.tab_notices')}
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
            <span>{t('inbox.unread_count', { count: unread })}</span>
            <button type="button" className={styles.ghost} onClick={readAll} disabled={!unread}>
              {t('inbox.read_all')}
            </button>
          </div>
          {!messages.length ? (
            <EmptyState text={t('common:in_no_data')} />
          ) : (
            <ul className={styles.accordion}>
              {messages.map((m) => (
                <li key={m.id} className={styles.card} data-open={open === m.id} data-testid="inbox-message">
                  <button type="button" className={styles.cardHead} onClick={() => read(m)} aria-expanded={open === m.id}>
                    <span className={styles.titleRow}>
                      {!m.read ? <span className={styles.dot} aria-label={t('unread')} /> : null}
                      <span>
                        {m.title}
                        <small className={styles.date}>{new Date(m.createdAt).toLocaleString(i18n.language === 'th' ? 'th-TH' : 'en-GB')}</small>
                      </span>
                    </span>
                    <span className={styles.chevron} aria-hidden="true" />
                  </button>
                  {open === m.id ? <p className={styles.richText}>{m.content}</p> : null}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
