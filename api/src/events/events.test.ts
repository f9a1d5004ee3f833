import crypto from 'node:crypto';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createMember } from '../../test/members';
import { postTransfer, postTransferIn, type TransferInput } from '../wallet/ledger.service';
import { inProcessChannel, redisChannel, subscribe, type EventChannel, type EventMap, type Topic } from './events';

const never = () => undefined;

/** Collects a topic's events from a channel (or the process's); next() answers the first one it has not answered yet. */
async function listen<T extends Topic>(topic: T, channel?: EventChannel) {
  const seen: Array<EventMap[T]> = [];
  let answered = 0;
  const record = (event: EventMap[T]) => void seen.push(event);
  const unsubscribe = await (channel ? channel.subscribe(topic, record) : subscribe(topic, record));
  return {
    seen,
    unsubscribe,
    async next(timeoutMs = 5000): Promise<EventMap[T]> {
      const deadline = Date.now() + timeoutMs;
      while (seen.length <= answered) {
        if (Date.now() > deadline) throw new Error(`no ${topic} event within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 10));
      }
      return seen[answered++];
    },
  };
}

const settle = () => new Promise((r) => setTimeout(r, 50));

describe('event channel in process (no REDIS_URL)', () => {
  test('publish reaches every subscriber of the topic only, after the publisher has moved on; unsubscribe stops it', async () => {
    const channel = inProcessChannel();
    const wallet = await listen('wallet.changed', channel);
    const wallet2 = await listen('wallet.changed', channel);
    const unread = await listen('unread.changed', channel);
    await channel.publish('wallet.changed', { merchant: 'DEMO', memberId: 7, balances: { MAIN: 100 } });
    // Handlers never run inside the publisher's code.
    expect(wallet.seen).toEqual([]);
    expect(await wallet.next()).toEqual({ merchant: 'DEMO', memberId: 7, balances: { MAIN: 100 } });
    expect(await wallet2.next()).toEqual({ merchant: 'DEMO', memberId: 7, balances: { MAIN: 100 } });
    await wallet.unsubscribe();
    await channel.publish('wallet.changed', { merchant: 'DEMO', memberId: 7, balances: { MAIN: 50 } });
    await wallet2.next();
    await settle();
    expect(wallet.seen).toHaveLength(1);
    expect(unread.seen).toEqual([]);
    await channel.close();
  });

  test('a handler that throws is logged and the others still get the event', async () => {
    const errors: string[] = [];
    const channel = inProcessChannel((_error, message) => errors.push(message));
    await channel.subscribe('session.revoked', () => {
      throw new Error('boom');
    });
    const other = await listen('session.revoked', channel);
    await channel.publish('session.revoked', { merchant: 'DEMO', memberId: 1 });
    await other.next();
    await settle();
    expect(errors).toEqual(['event handler of session.revoked failed']);
    await channel.close();
  });
});

describe('wallet.changed from the ledger', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const deposit = (memberId: number, amount: number): TransferInput => ({
    merchantCode: 'DEMO',
    idempotencyKey: `events-${crypto.randomUUID()}`,
    code: 'DEPOSIT',
    from: { house: 'BANK' },
    to: { memberId, wallet: 'MAIN' },
    amount,
  });

  test('a committed transfer raises wallet.changed with the balances after it; a replay raises nothing', async () => {
    const m = await createMember(t.db);
    const events = await listen('wallet.changed');
    const input = deposit(m.id, 12_345);
    await postTransfer(t.db, input);
    expect(await events.next()).toEqual({ merchant: 'DEMO', memberId: m.id, balances: { MAIN: 12_345 } });
    await postTransfer(t.db, input);
    await settle();
    expect(events.seen).toHaveLength(1);
    await events.unsubscribe();
  });

  test('a transfer inside a transaction is announced only once it commits, and never when it rolls back', async () => {
    const m = await createMember(t.db);
    const events = await listen('wallet.changed');
    await t.db.transaction(async (tx) => {
      await postTransferIn(tx, deposit(m.id, 500));
      await settle();
      // Still inside the transaction: nobody may hear of money that is not moved yet.
      expect(events.seen).toEqual([]);
    });
    expect((await events.next()).balances).toEqual({ MAIN: 500 });

    await expect(
      t.db.transaction(async (tx) => {
        await postTransferIn(tx, deposit(m.id, 700));
        throw new Error('the caller fails after the transfer');
      }),
    ).rejects.toThrow('the caller fails');
    await settle();
    expect(events.seen).toHaveLength(1);
    await events.unsubscribe();
  });

  test('through the API: a wallet transfer raises wallet.changed for its member', async () => {
    const m = await createMember(t.db);
    const events = await listen('wallet.changed');
    await postTransfer(t.db, deposit(m.id, 10_000));
    // The funding's own event first (published once the push journal has recorded it).
    expect((await events.next()).balances).toEqual({ MAIN: 10_000 });
    const res = await t.call({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      token: m.token,
      payload: { fromWallet: 'MAIN', toWallet: 'PG', amount: 2_500, idempotencyKey: crypto.randomUUID() },
    });
    expect(res.statusCode).toBe(200);
    expect(await events.next()).toEqual({ merchant: 'DEMO', memberId: m.id, balances: res.json().value.balances });
    await events.unsubscribe();
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
(redisUrl ? describe : describe.skip)('event channel on Redis pub/sub (TEST_REDIS_URL)', () => {
  const prefix = `test-${crypto.randomUUID()}:`;
  const fail = (error: unknown) => {
    throw error;
  };

  test('an event published by one instance reaches the subscribers of every instance, itself included', async () => {
    const [a, b] = [redisChannel(redisUrl!, prefix, fail), redisChannel(redisUrl!, prefix, fail)];
    try {
      const onA = await listen('order.status', a);
      const onB = await listen('order.status', b);
      const otherTopic = await listen('unread.changed', b);
      const event = { merchant: 'DEMO', memberId: 3, kind: 'deposit' as const, orderNo: 'D123', status: 'APPROVED' };
      await a.publish('order.status', event);
      expect(await onB.next()).toEqual(event);
      expect(await onA.next()).toEqual(event);
      await onB.unsubscribe();
      await a.publish('order.status', { ...event, status: 'REJECTED' });
      expect((await onA.next()).status).toBe('REJECTED');
      await settle();
      expect(onB.seen).toHaveLength(1);
      expect(otherTopic.seen).toEqual([]);
      await a.check();
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  test('another site on the same Redis (another prefix) hears nothing', async () => {
    const [a, b] = [redisChannel(redisUrl!, prefix, fail), redisChannel(redisUrl!, `${prefix}other:`, fail)];
    try {
      const onA = await listen('unread.changed', a);
      const onB = await listen('unread.changed', b);
      await a.publish('unread.changed', { merchant: 'DEMO', memberId: 1, counts: { announcement: 0, chat: 0, inbox: 2, total: 2 } });
      await onA.next();
      await settle();
      expect(onB.seen).toEqual([]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  test('a transfer through the API of an instance on Redis reaches a subscriber on another instance', async () => {
    const t = await createTestApp({ REDIS_URL: redisUrl!, REDIS_PREFIX: prefix });
    const otherInstance = redisChannel(redisUrl!, prefix, never);
    try {
      const m = await createMember(t.db);
      const events = await listen('wallet.changed', otherInstance);
      await postTransfer(t.db, {
        merchantCode: 'DEMO',
        idempotencyKey: crypto.randomUUID(),
        code: 'DEPOSIT',
        from: { house: 'BANK' },
        to: { memberId: m.id, wallet: 'MAIN' },
        amount: 900,
      });
      expect((await events.next()).balances).toEqual({ MAIN: 900 });
      const res = await t.call({
        method: 'POST',
        url: '/wps/relay/GCS_walletTransfer',
        token: m.token,
        payload: { fromWallet: 'MAIN', toWallet: 'PG', amount: 400, idempotencyKey: crypto.randomUUID() },
      });
      expect(res.statusCode).toBe(200);
      expect(await events.next()).toEqual({ merchant: 'DEMO', memberId: m.id, balances: { MAIN: 500, PG: 400 } });
    } finally {
      await otherInstance.close();
      await t.close();
    }
  });
});
