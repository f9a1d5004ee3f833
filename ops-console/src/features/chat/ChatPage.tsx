import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatConversation, ChatMessage } from '@site/shared/src/contracts/chat';
import { CHAT_RULES, chatImageProblem } from '@site/shared/src/validation/chat';
import { useTranslation } from '@site/shared/src/i18n/use-translation';
import { readAsDataUrl } from '@site/shared/src/ui/read-file';
import { useObjectUrl } from '@site/shared/src/ui/use-object-url';
import { useTypingSignal } from '@site/shared/src/ui/use-typing-signal';
import { NS } from '../../i18n';
import {
  answerConversation,
  chatConversation,
  chatQueue,
  closeConversation,
  operatorImageUrl,
  readConversation,
  takeConversation,
  typingInConversation,
} from '../../api/chat.api';
import { errorText, opsObjectUrl } from '../../api/client';
import { useOperatorSession } from '../../stores/operator-session.store';
import { Status, type Notice } from '../../components/Status';
import { when } from '../../components/format';
import { cx, s } from '../../components/ui';
import styles from './chat.module.css';

/** The console has no push stream of its own: the queue and the open conversation are read again this often. */
const QUEUE_POLL_MS = 3000;
const THREAD_POLL_MS = 2000;

/** The player's picture, read with the operator's session from the operators' address. */
const loadPicture = (url: string) => opsObjectUrl(operatorImageUrl(url));

function Picture({ url, label }: { url: string; label: string }) {
  const src = useObjectUrl(url, loadPicture);
  return src ? <img className={styles.picture} src={src} alt={label} /> : null;
}

function Message({ message, read }: { message: ChatMessage; read: boolean }) {
  const { t } = useTranslation(NS);
  return (
    <li className={styles.row} data-sender={message.sender} data-testid="ops-chat-message">
      <div className={styles.bubble}>
        {message.imageUrl ? <Picture url={message.imageUrl} label={t('chat.picture')} /> : null}
        {message.body ? <p className={styles.text}>{message.body}</p> : null}
      </div>
      <span className={s.muted}>
        {when(message.createdAt)}
        {message.sender === 'OPERATOR' && read ? ` · ${t('chat.read')}` : ''}
      </span>
    </li>
  );
}

/** One conversation: its messages, take, answer (text and a picture), close; what is shown is marked read. */
function Conversation({ id, onClosed }: { id: number; onClosed: () => void }) {
  const { t } = useTranslation(NS);
  const client = useQueryClient();
  const me = useOperatorSession((state) => state.session?.name);
  const key = ['ops', 'chat', id] as const;
  const view = useQuery({ queryKey: key, queryFn: () => chatConversation(id), refetchInterval: THREAD_POLL_MS });
  const [text, setText] = useState('');
  const [image, setImage] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const listRef = useRef<HTMLOListElement>(null);
  const signalTyping = useTypingSignal(() => typingInConversation(id));
  const inputId = useId();
  const fileId = useId();
  const data = view.data;
  const lastId = data?.messages.at(-1)?.id ?? 0;
  const unread = data?.conversation.unread ?? 0;
  const mine = data?.conversation.operator === me;

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [lastId]);
  useEffect(() => {
    if (lastId && unread > 0 && mine) void readConversation(id, lastId).catch(() => undefined);
  }, [id, lastId, unread, mine]);

  const refresh = () =>
    Promise.all([client.invalidateQueries({ queryKey: key }), client.invalidateQueries({ queryKey: ['ops', 'chat', 'queue'] })]);
  const act = async (run: () => Promise<unknown>, done?: string) => {
    setBusy(true);
    try {
      await run();
      setNotice(done ? { text: done } : null);
      return true;
    } catch (error) {
      setNotice({ text: errorText(error), error: true });
      return false;
    } finally {
      setBusy(false);
      await refresh();
    }
  };
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = chatImageProblem(file);
    if (problem) return setNotice({ text: t(`errors:${problem}`), error: true });
    setImage(await readAsDataUrl(file));
  };
  const send = async (event: FormEvent) => {
    event.preventDefault();
    const body = text.trim();
    if (!body && !image) return setNotice({ text: t('errors:chat.message.empty'), error: true });
    const sent = await act(() => answerConversation(id, { ...(body ? { text: body } : {}), ...(image ? { image } : {}) }));
    if (sent) {
      setText('');
      setImage(null);
    }
  };

  if (!data) return <p className={view.isError ? s.error : s.muted}>{view.isError ? errorText(view.error) : t('common.loading')}</p>;
  const { conversation } = data;
  const closed = conversation.status === 'CLOSED';
  return (
    <section className={styles.conversation} aria-labelledby="chat-conversation-heading" data-testid="ops-chat-conversation">
      <div className={s.cardTop}>
        <h3 id="chat-conversation-heading" className={s.cardTitle}>
          {conversation.userName}
        </h3>
        <span className={s.muted}>
          {t(`chat.status.${conversation.status}`)}
          {conversation.operator ? ` · ${conversation.operator}` : ''}
          {conversation.offline ? ` · ${t('chat.offline')}` : ''}
        </span>
      </div>
      <ol className={styles.messages} ref={listRef} aria-live="polite" aria-label={t('chat.messages')}>
        {data.messages.map((message) => (
          <Message key={message.id} message={message} read={message.id <= data.readByMember} />
        ))}
      </ol>
      <Status notice={notice} />
      {closed ? null : conversation.status === 'WAITING' ? (
        <div className={s.actions}>
          <button
            type="button"
            className={cx.button}
            disabled={busy}
            onClick={() => void act(() => takeConversation(id))}
            data-testid="ops-chat-take"
          >
            {t('chat.take')}
          </button>
        </div>
      ) : mine ? (
        <form className={styles.composer} onSubmit={send} noValidate>
          {image ? <img className={styles.preview} src={image} alt={t('chat.pictureChosen')} /> : null}
          <label className={s.label} htmlFor={inputId}>
            {t('chat.answer')}
          </label>
          <textarea
            id={inputId}
            className={s.input}
            rows={2}
            value={text}
            maxLength={CHAT_RULES.textMax}
            onChange={(event) => {
              setText(event.target.value);
              signalTyping();
            }}
            data-testid="ops-chat-input"
          />
          <div className={s.actions}>
            <label className={`${cx.secondary} ${styles.attach}`} htmlFor={fileId}>
              {t('chat.attach')}
            </label>
            <input
              id={fileId}
              className={styles.hidden}
              type="file"
              accept={CHAT_RULES.imageTypes.join(',')}
              onChange={choose}
              data-testid="ops-chat-file"
            />
            <button type="submit" className={cx.button} disabled={busy} data-testid="ops-chat-send">
              {t('chat.send')}
            </button>
            <button
              type="button"
              className={cx.danger}
              disabled={busy}
              onClick={() => void act(() => closeConversation(id), t('chat.closed')).then((ok) => ok && onClosed())}
              data-testid="ops-chat-close"
            >
              {t('chat.close')}
            </button>
          </div>
        </form>
      ) : (
        <p className={s.muted}>{t('chat.takenBy', { name: conversation.operator ?? '' })}</p>
      )}
    </section>
  );
}

/** The chat queue (docs/live-chat.md): waiting and open conversations, oldest first; pick one to answer it. */
export default function ChatPage() {
  const { t } = useTranslation(NS);
  const [openId, setOpenId] = useState<number | null>(null);
  const queue = useQuery({ queryKey: ['ops', 'chat', 'queue'], queryFn: () => chatQueue(null), refetchInterval: QUEUE_POLL_MS });
  const item = (c: ChatConversation) => (
    <li key={c.id}>
      <button
        type="button"
        className={styles.queueItem}
        aria-pressed={openId === c.id}
        onClick={() => setOpenId(c.id)}
        data-testid="ops-chat-queue-item"
      >
        <span className={styles.queueTop}>
          <strong>{c.userName}</strong>
          {c.unread > 0 ? <span className={s.pill}>{c.unread}</span> : null}
        </span>
        <span className={s.muted}>
          {t(`chat.status.${c.status}`)} · {when(c.lastMessageAt)}
        </span>
        <span className={styles.preview1}>{c.lastMessage === '[image]' ? t('chat.picture') : c.lastMessage}</span>
      </button>
    </li>
  );
  return (
    <section aria-labelledby="chat-heading">
      <div className={s.heading}>
        <h2 id="chat-heading">{t('chat.heading')}</h2>
      </div>
      <div className={styles.layout}>
        <div>
          {queue.isPending ? <p className={s.muted}>{t('common.loading')}</p> : null}
          {queue.isError ? <p className={s.error}>{errorText(queue.error)}</p> : null}
          {queue.data?.length === 0 ? <p className={s.muted}>{t('chat.empty')}</p> : null}
          <ul className={styles.queue} aria-label={t('chat.queue')}>
            {queue.data?.map(item)}
          </ul>
        </div>
        {openId ? <Conversation key={openId} id={openId} onClosed={() => setOpenId(null)} /> : null}
      </div>
    </section>
  );
}
