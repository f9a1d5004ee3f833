import { EventSource, type ErrorEvent } from 'eventsource';
import {
  apiHeaders,
  bus,
  pushStateStore,
  refreshUnread,
  sessionStore,
  toast,
  TOAST_MS,
  i18n,
  type PushEventData,
  type PushEventType,
} from '@site/shared';

/**
 * The tab's one push stream (docs/live.md), owned by the shell: GET /wps/push as Server-Sent Events over fetch
 * (the `eventsource` package: the WHATWG EventSource with a fetch of our own, so the session token goes in the
 * Authorization header like every API call and never in the URL). Open only while a session exists; reconnects
 * with exponential backoff and resumes from the last event id it saw; fans the events out on the bus.
 */

/** The first reconnect waits about a second, each failure doubles it up to half a minute (with jitter). */
const BACKOFF_MS = { first: 1000, max: 30_000 };
/** A page away longer than the server keeps events (its journal, 24 h) reads everything again. */
const RESUME_HORIZON_MS = 12 * 60 * 60 * 1000;

type Handler<T extends PushEventType> = (data: PushEventData<T>) => void;

/** Each pushed event as the bus says it (the remotes listen there; shared/src/query turns them into invalidations). */
const HANDLERS: { [T in PushEventType]: Handler<T> } = {
  ready: () => undefined,
  ping: () => undefined,
  'wallet.changed': ({ sumBalance }) => bus.emit('wallet:changed', { sumBalance }),
  'order.status': (order) => {
    const { kind, orderNo, status, reason } = order;
    bus.emit('order:changed', { kind, orderNo, status, ...(reason ? { reason } : {}) });
    orderToast(order);
  },
  // product-rules 3: counts given are shown as they are; a broadcast says only "re-read" (throttled, product-rules 9).
  'unread.changed': ({ counts }) => (counts ? bus.emit('unread:changed', counts) : void refreshUnread({ force: true })),
  'contract.requested': ({ kind }) => bus.emit('contract:requested', { kind }),
  'rewards.ready': () => bus.emit('rewards:ready', {}),
  'member.changed': ({ what }) => bus.emit('member:changed', { what }),
  'chat.message': (data) => bus.emit('chat:message', data),
  'chat.typing': (data) => bus.emit('chat:typing', data),
  'chat.read': (data) => bus.emit('chat:read', data),
  'session.revoked': () => signedOutElsewhere(),
};

/** The player hears of an operator's decision wherever they are on the site, with the reason of a refusal. */
function orderToast({ kind, orderNo, status, reason }: PushEventData<'order.status'>) {
  const text = i18n.t('shell:order_changed', {
    kind: i18n.t(`shell:order_kind_${kind}`),
    orderNo,
    status: i18n.t(`shell:order_status_${status}`, { defaultValue: status }),
  });
  const refused = status === 'REJECTED' || status === 'FAILED';
  toast.show(reason ? `${text} · ${i18n.t('shell:order_reason', { reason })}` : text, refused ? 'error' : 'success', TOAST_MS.long);
}

function signedOutElsewhere() {
  if (!sessionStore.getState().session) return;
  sessionStore.getState().signOut();
  bus.emit('auth:loggedOut', {});
  toast.show(i18n.t('shell:session_ended'), 'info', TOAST_MS.notice);
}

export function startPushStream(): () => void {
  let source: EventSource | null = null;
  let token: string | null = null;
  let lastEventId: string | null = null;
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let watchdog: ReturnType<typeof setTimeout> | undefined;
  let heartbeatMs = 25_000;
  let lostAt = 0;

  const setConnected = (connected: boolean) => {
    if (pushStateStore.getState().connected !== connected) pushStateStore.setState({ connected });
  };

  const close = () => {
    clearTimeout(retry);
    clearTimeout(watchdog);
    source?.close();
    source = null;
    setConnected(false);
  };

  /** Two heartbeats without a word: the connection is dead even if the socket does not say so. */
  const armWatchdog = () => {
    clearTimeout(watchdog);
    watchdog = setTimeout(() => reconnectLater(), heartbeatMs * 2 + 5000);
  };

  const reconnectLater = () => {
    if (!lostAt) lostAt = Date.now();
    close();
    if (!token) return;
    const delay = Math.min(BACKOFF_MS.max, BACKOFF_MS.first * 2 ** failures++) * (0.75 + Math.random() * 0.5);
    retry = setTimeout(open, delay);
  };

  const open = () => {
    close();
    if (!token) return;
    const es = new EventSource('/wps/push', {
      // The library's own reconnects (and its Last-Event-ID) are replaced by ours: backoff, and the id kept across them.
      // Low priority: a long-lived stream never competes with what the screen is loading (nor counts as a critical
      // request for a page-load measure such as Lighthouse's).
      fetch: (url, init) =>
        fetch(url, {
          ...init,
          priority: 'low',
          headers: apiHeaders({ ...init.headers, ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}) }),
        }),
    });
    source = es;
    for (const type of Object.keys(HANDLERS) as PushEventType[]) {
      es.addEventListener(type, (event: MessageEvent<string>) => {
        if (source !== es) return;
        if (event.lastEventId) lastEventId = event.lastEventId;
        let data: unknown;
        try {
          data = JSON.parse(event.data);
        } catch {
          return;
        }
        if (type === 'ready') {
          heartbeatMs = (data as PushEventData<'ready'>).heartbeatMs || heartbeatMs;
          failures = 0;
          setConnected(true);
          // Away for longer than the server remembers: what the screens show is re-read instead.
          if (lostAt && Date.now() - lostAt > RESUME_HORIZON_MS) {
            bus.emit('wallet:changed', {});
            void refreshUnread({ force: true });
          }
          lostAt = 0;
        }
        (HANDLERS[type] as Handler<PushEventType>)(data as PushEventData<PushEventType>);
        if (source === es) armWatchdog();
      });
    }
    es.addEventListener('error', (event) => {
      if (source !== es) return;
      // 401: the session ended while the stream was away; the page signs out as the API client would.
      if ((event as ErrorEvent).code === 401) {
        close();
        signedOutElsewhere();
        return;
      }
      reconnectLater();
    });
  };

  const follow = () => {
    const next = sessionStore.getState().session?.token ?? null;
    if (next === token) return;
    token = next;
    lastEventId = null;
    lostAt = 0;
    failures = 0;
    if (token) open();
    else close();
  };
  const unsubscribe = sessionStore.subscribe(follow);
  follow();
  // A phone that was asleep: reconnect at once instead of waiting out the backoff.
  const onOnline = () => token && !pushStateStore.getState().connected && open();
  window.addEventListener('online', onOnline);
  return () => {
    unsubscribe();
    window.removeEventListener('online', onOnline);
    token = null;
    close();
  };
}
