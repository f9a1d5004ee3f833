import { bus, pushStateStore, sessionStore } from '@site/shared';
import { startPushStream } from './push-stream';

/** A stand-in for the `eventsource` package: records each stream the client opens and lets the test play the server. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  listeners = new Map<string, Array<(event: unknown) => void>>();
  closed = false;
  requestHeaders: Record<string, string> = {};
  constructor(
    public url: string,
    public init: { fetch: (url: string, init: { headers: Record<string, string> }) => Promise<unknown> },
  ) {
    FakeEventSource.opened.push(this);
    void init.fetch(url, { headers: { Accept: 'text/event-stream' } });
  }
  addEventListener(type: string, listener: (event: unknown) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: object, id = '') {
    for (const listener of this.listeners.get(type) ?? []) listener({ data: JSON.stringify(data), lastEventId: id });
  }
  fail(code?: number) {
    for (const listener of this.listeners.get('error') ?? []) listener({ code });
  }
}
jest.mock('eventsource', () => ({
  EventSource: function EventSource(url: string, init: FakeEventSource['init']) {
    return new FakeEventSource(url, init);
  },
}));

const fetches: Array<Record<string, string>> = [];
const latest = () => FakeEventSource.opened[FakeEventSource.opened.length - 1];
const signIn = (token: string) =>
  sessionStore.getState().signIn({ token, merchantCode: 'DEMO', userName: 'alice', type: 1, firstTimeLogin: false });

let stop: () => void = () => undefined;
beforeEach(() => {
  jest.useFakeTimers();
  FakeEventSource.opened = [];
  fetches.length = 0;
  global.fetch = jest.fn((_url: unknown, init: { headers: Record<string, string> }) => {
    if (init.headers.Accept === 'text/event-stream') fetches.push(init.headers);
    return new Promise(() => undefined);
  }) as unknown as typeof fetch;
  sessionStore.getState().signOut();
});
afterEach(() => {
  stop();
  jest.useRealTimers();
});

test('one stream while a session exists, with the API headers; none for a guest; closed at logout', () => {
  stop = startPushStream();
  expect(FakeEventSource.opened).toHaveLength(0);
  signIn('tok-1');
  expect(FakeEventSource.opened).toHaveLength(1);
  expect(fetches[0]).toMatchObject({ Authorization: 'tok-1', Merchant: expect.any(String) });
  expect(fetches[0]['Last-Event-ID']).toBeUndefined();
  latest().emit('ready', { heartbeatMs: 1000 }, '5');
  expect(pushStateStore.getState().connected).toBe(true);
  sessionStore.getState().signOut();
  expect(latest().closed).toBe(true);
  expect(pushStateStore.getState().connected).toBe(false);
});

test('events fan out on the bus; a dropped stream comes back with backoff and the last id seen', () => {
  const seen: string[] = [];
  const offs = [
    bus.on('wallet:changed', (e) => seen.push(`wallet ${e.sumBalance}`)),
    bus.on('order:changed', (e) => seen.push(`order ${e.orderNo} ${e.status} ${e.reason ?? ''}`)),
    bus.on('unread:changed', (e) => seen.push(`unread ${e.inbox}`)),
    bus.on('contract:requested', (e) => seen.push(`contract ${e.kind}`)),
    bus.on('rewards:ready', () => seen.push('rewards')),
  ];
  stop = startPushStream();
  signIn('tok-2');
  const first = latest();
  first.emit('ready', { heartbeatMs: 1000 }, '10');
  first.emit('wallet.changed', { balances: { MAIN: 500 }, sumBalance: 500 }, '11');
  first.emit('order.status', { kind: 'withdrawal', orderNo: 'W1', status: 'REJECTED', reason: 'name differs' }, '12');
  first.emit('unread.changed', { counts: { announcement: 1, chat: 0, inbox: 2, total: 3 } }, '13');
  first.emit('contract.requested', { kind: 'DAILY_SALARY' }, '14');
  first.emit('rewards.ready', {}, '15');
  expect(seen).toEqual(['wallet 500', 'order W1 REJECTED name differs', 'unread 2', 'contract DAILY_SALARY', 'rewards']);

  first.fail();
  expect(first.closed).toBe(true);
  expect(pushStateStore.getState().connected).toBe(false);
  jest.advanceTimersByTime(600);
  expect(FakeEventSource.opened).toHaveLength(1);
  jest.advanceTimersByTime(1000);
  expect(FakeEventSource.opened).toHaveLength(2);
  expect(fetches[1]['Last-Event-ID']).toBe('15');
  // A second failure in a row waits about twice as long.
  latest().fail();
  jest.advanceTimersByTime(1400);
  expect(FakeEventSource.opened).toHaveLength(2);
  jest.advanceTimersByTime(1200);
  expect(FakeEventSource.opened).toHaveLength(3);
  offs.forEach((off) => off());
});

test('silence for two heartbeats reconnects; session.revoked and a 401 sign the page out', () => {
  const loggedOut = jest.fn();
  const off = bus.on('auth:loggedOut', loggedOut);
  stop = startPushStream();
  signIn('tok-3');
  latest().emit('ready', { heartbeatMs: 1000 }, '20');
  jest.advanceTimersByTime(7000 + 1300);
  expect(FakeEventSource.opened.length).toBeGreaterThanOrEqual(2);

  latest().emit('session.revoked', {});
  expect(sessionStore.getState().session).toBeNull();
  expect(loggedOut).toHaveBeenCalledTimes(1);

  signIn('tok-4');
  latest().fail(401);
  expect(sessionStore.getState().session).toBeNull();
  expect(loggedOut).toHaveBeenCalledTimes(2);
  off();
});
