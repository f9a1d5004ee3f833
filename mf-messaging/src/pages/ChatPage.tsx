import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  bus,
  CHAT_RULES,
  chatImageProblem,
  EmptyState,
  errorText,
  isSwitchOn,
  Spinner,
  useSession,
  useSystemStatus,
  useTranslation,
  type ChatMessage,
  formatTime,
} from '@site/shared';
import { readAsDataUrl } from '@site/shared/src/ui/read-file';
import { useChatImage, useChatThread, useMarkChatRead, useOperatorTyping, useSendChat, useMemberTypingSignal } from '../hooks/use-chat';
import { NS } from '../i18n';
import styles from './chat.module.css';

function Picture({ url, label }: { url: string; label: string }) {
  const src = useChatImage(url);
  return src ? <img className={styles.picture} src={src} alt={label} /> : <span className={styles.picturePending} aria-label={label} />;
}

function Bubble({ message, read }: { message: ChatMessage; read: boolean }) {
  const { t, i18n } = useTranslation(NS);
  const time = formatTime(message.createdAt, i18n.language);
  return (
    <li className={styles.row} data-sender={message.sender} data-testid="chat-message">
      <div className={styles.bubble}>
        {message.imageUrl ? <Picture url={message.imageUrl} label={t('chat.picture')} /> : null}
        {message.body ? <p className={styles.text}>{message.body}</p> : null}
      </div>
      <span className={styles.meta}>
        {time}
        {message.sender === 'MEMBER' && read ? <span data-testid="chat-read"> · {t('chat.read')}</span> : null}
      </span>
    </li>
  );
}

/**
 * /m/chat: live chat with customer service (module CBS3, product-rules 6.10 and 7.15, docs/live-chat.md). Reached from
 * the customer-service sheet through the chat launch call, which carries the display parameters (title, headerColor,
 * backUrl) in the query. Text and png/jpg pictures under 5 MB; read marks both ways; the typing sign; outside service
 * hours the answers come to the inbox.
 */
export function ChatPage() {
  const { t } = useTranslation(NS);
  const [params] = useSearchParams();
  const loggedIn = useSession((s) => !!s.session);
  const chatOn = useSystemStatus((s) => isSwitchOn(s.status, 'CBS3'));
  const thread = useChatThread(loggedIn && chatOn);
  const data = thread.data;
  useMarkChatRead(data);
  const typing = useOperatorTyping();
  const signalTyping = useMemberTypingSignal();
  const send = useSendChat();
  const [text, setText] = useState('');
  const [image, setImage] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const inputId = useId();
  const fileId = useId();

  const count = data?.messages.length ?? 0;
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [count, typing]);

  const title = params.get('title') || t('chat.title');
  const headerColor = params.get('headerColor');
  const backUrl = params.get('backUrl');

  if (!loggedIn || !chatOn) {
    return (
      <section className={styles.page} data-screen="chat">
        <h2 className={styles.desk}>{title}</h2>
        <div className={styles.centre}>
          <EmptyState text={t(chatOn ? 'chat.login_needed' : 'chat.unavailable')} />
          {chatOn ? (
            <button type="button" className={styles.primary} onClick={() => bus.emit('auth:open', { view: 'login' })}>
              {t('common:login')}
            </button>
          ) : null}
        </div>
      </section>
    );
  }

  const choosePicture = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const wrong = chatImageProblem(file);
    if (wrong) return setProblem(t(`errors:${wrong}`));
    setProblem(null);
    setImage(await readAsDataUrl(file));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = text.trim();
    if (!body && !image) return setProblem(t('errors:chat.message.empty'));
    setProblem(null);
    // The composer empties at once (a next message can be written while this one goes); a refusal gives it back.
    setText('');
    setImage(null);
    send.mutate(
      { ...(body ? { text: body } : {}), ...(image ? { image } : {}) },
      {
        onError: (error) => {
          setText((now) => now || body);
          setImage((now) => now ?? image);
          setProblem(errorText(error));
        },
      },
    );
  };

  const readUpTo = data?.readByOperator ?? 0;
  return (
    <section className={styles.page} data-screen="chat">
      <div className={styles.deskBar} style={headerColor ? { borderTopColor: headerColor } : undefined}>
        <div>
          <h2 className={styles.desk}>{title}</h2>
          <p className={styles.status} data-testid="chat-status" data-online={data?.online ?? true}>
            {data && !data.online ? t('chat.offline') : t('chat.online')}
          </p>
        </div>
        {backUrl ? (
          <Link className={styles.close} to={backUrl}>
            {t('common:close')}
          </Link>
        ) : null}
      </div>
      {!data ? (
        thread.isError ? (
          <EmptyState text={errorText(thread.error)} />
        ) : (
          <Spinner />
        )
      ) : (
        <ol className={styles.list} ref={listRef} aria-live="polite" aria-label={t('chat.conversation')} data-testid="chat-list">
          {data.messages.length === 0 ? <li className={styles.hint}>{t('chat.start')}</li> : null}
          {data.messages.map((message) => (
            <Bubble key={message.id} message={message} read={message.id <= readUpTo} />
          ))}
          {typing ? (
            <li className={styles.typing} data-testid="chat-typing">
              {t('chat.typing')}
            </li>
          ) : null}
        </ol>
      )}
      <form className={styles.composer} onSubmit={submit} noValidate>
        {image ? (
          <div className={styles.preview}>
            <img src={image} alt={t('chat.picture_chosen')} />
            <button type="button" className={styles.remove} onClick={() => setImage(null)} aria-label={t('chat.picture_remove')}>
              ×
            </button>
          </div>
        ) : null}
        {problem ? (
          <p className={styles.problem} role="alert" data-testid="chat-problem">
            {problem}
          </p>
        ) : null}
        <div className={styles.inputRow}>
          <label className={styles.attach} htmlFor={fileId} title={t('chat.attach')}>
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              width="22"
              height="22"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              <rect x="3" y="5" width="18" height="14" rx="2" />
              <circle cx="9" cy="10" r="1.6" />
              <path d="M21 16l-5-5-8 8" />
            </svg>
            <span className={styles.hidden}>{t('chat.attach')}</span>
          </label>
          <input
            id={fileId}
            className={styles.hidden}
            type="file"
            accept={CHAT_RULES.imageTypes.join(',')}
            onChange={choosePicture}
            data-testid="chat-file"
          />
          <label className={styles.hidden} htmlFor={inputId}>
            {t('chat.message')}
          </label>
          <input
            id={inputId}
            className={styles.input}
            value={text}
            maxLength={CHAT_RULES.textMax}
            placeholder={t('chat.placeholder')}
            autoComplete="off"
            onChange={(event) => {
              setText(event.target.value);
              signalTyping();
            }}
            data-testid="chat-input"
          />
          <button type="submit" className={styles.send} disabled={send.isPending} data-testid="chat-send">
            {t('chat.send')}
          </button>
        </div>
      </form>
    </section>
  );
}
