import { EventEmitter } from 'node:events';
import type Redis from 'ioredis';
import type { DbErrorLog } from '../db/db';
import type { UnreadCounts } from '@site/shared/src/contracts/inbox';
import { closeRedis, openRedis } from '../db/redis';

/**
 * Server-side events between API instances: what changed for a member, for the live channel to push to the
 * member's open pages whichever instance they are connected to. Notifications, not the truth: a lost event
 * (Redis away, an instance restarting) costs a page a refresh, so a client that reconnects reads the state again.
 */
export interface EventMap {
  /** A committed ledger transfer moved the member's money: the balances after it, by wallet (raised by the ledger). */
  'wallet.changed': { merchant: string; memberId: number; balances: Record<string, number> };
  /** A deposit or withdrawal order changed status (an operator's decision, a gateway's callback), with the operator's reason. */
  'order.status': { merchant: string; memberId: number; kind: 'deposit' | 'withdrawal'; orderNo: string; status: string; reason?: string };
  /**
   * The member's unread counters changed (product-rules 3: announcement, chat, inbox; total the sum). memberId null:
   * something every member of the merchant sees (a broadcast message, a new announcement): each page reads its own.
   */
  'unread.changed': { merchant: string; memberId: number | null; counts?: UnreadCounts };
  /** A session of the member ended (logout, password change): its pages whose session it was sign out. */
  'session.revoked': { merchant: string; memberId: number };
  /** Live chat (docs/live-chat.md): a message was added to the member's conversation (by either side). */
  'chat.message': {
    merchant: string;
    memberId: number;
    conversationId: number;
    messageId: number;
    sender: 'MEMBER' | 'OPERATOR' | 'SYSTEM';
  };
  /** One side of the member's conversation is typing (not stored; shown for a few seconds). */
  'chat.typing': { merchant: string; memberId: number; conversationId: number; from: 'MEMBER' | 'OPERATOR' };
  /** One side read the conversation up to a message (read marks); the conversation's status may have changed too. */
  'chat.read': { merchant: string; memberId: number; conversationId: number; side: 'member' | 'operator'; upTo: number };
  /** An agent contract was offered to the member (docs/agent.md): the member's pages show the request. */
  'contract.requested': { merchant: string; memberId: number; kind: string };
  /** A promotion reward of the member became claimable. */
  'rewards.ready': { merchant: string; memberId: number };
  /**
   * Something of the member's own standing changed that its pages show: its VIP level (reached or dropped), or an
   * operator's decision on its promotion application. The pages read what they show of the member again.
   */
  'member.changed': { merchant: string; memberId: number; what: 'vip' | 'promotion' };
}

/**
 * How an event is told apart when a page catches up (docs/live.md): the push journal's id, given by the instance that
 * publishes it (null when no journal is installed: a script, a test without an app).
 */
export interface EventMeta {
  id: number | null;
}

export type Topic = keyof EventMap;
export type Handler<T extends Topic> = (payload: EventMap[T], meta: EventMeta) => void;

export const TOPICS: readonly Topic[] = [
  'wallet.changed',
  'order.status',
  'unread.changed',
  'session.revoked',
  'contract.requested',
  'rewards.ready',
  'member.changed',
  'chat.message',
  'chat.typing',
  'chat.read',
];

export interface EventChannel {
  readonly kind: 'in-process' | 'redis';
  /** Hands the event to every subscriber of every instance; never throws (a failure is logged and the event lost). */
  publish<T extends Topic>(topic: T, payload: EventMap[T], meta?: EventMeta): Promise<void>;
  /** Resolves once the subscription is live (events published after that reach handler); the answer unsubscribes. */
  subscribe<T extends Topic>(topic: T, handler: Handler<T>): Promise<() => Promise<void>>;
  /** Throws unless the channel can carry events now (readiness). */
  check(): Promise<void>;
  close(): Promise<void>;
}

/** Handlers run on their own turn of the event loop, never inside the publisher's code, and one that throws is logged. */
function dispatcher(onError: DbErrorLog) {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  return {
    local,
    deliver(topic: string, payload: unknown, meta: EventMeta) {
      for (const handler of local.listeners(topic)) {
        setImmediate(() => {
          try {
            (handler as (payload: unknown, meta: EventMeta) => void)(payload, meta);
          } catch (error) {
            onError(error, `event handler of ${topic} failed`);
          }
        });
      }
    },
  };
}

/** One process (`npm start` on PGlite, tests): the same interface, delivered in memory. */
export function inProcessChannel(onError: DbErrorLog = () => undefined): EventChannel {
  const { local, deliver } = dispatcher(onError);
  return {
    kind: 'in-process',
    async publish(topic, payload, meta = { id: null }) {
      deliver(topic, payload, meta);
    },
    async subscribe(topic, handler) {
      local.on(topic, handler);
      return async () => void local.off(topic, handler);
    },
    async check() {},
    async close() {
      local.removeAllListeners();
    },
  };
}

/**
 * Redis pub/sub (REDIS_URL): one connection publishes, one listens (a subscribed connection can do nothing
 * else); each topic is the channel `<prefix>event:<topic>`, subscribed while this instance has a handler for it.
 * An instance hears its own events through Redis like every other, so all of them see one order.
 */
export function redisChannel(url: string, prefix: string, onError: DbErrorLog): EventChannel {
  const publisher: Redis = openRedis(url, onError);
  const subscriber: Redis = openRedis(url, onError);
  const channelOf = (topic: string) => `${prefix}event:${topic}`;
  const { local, deliver } = dispatcher(onError);
  const subscribed = new Map<string, Promise<unknown>>();
  subscriber.on('message', (channel: string, message: string) => {
    if (!channel.startsWith(`${prefix}event:`)) return;
    try {
      const { payload, id = null } = JSON.parse(message) as { payload: unknown; id?: number | null };
      deliver(channel.slice(`${prefix}event:`.length), payload, { id });
    } catch (error) {
      onError(error, `unreadable event on ${channel}`);
    }
  });
  return {
    kind: 'redis',
    async publish(topic, payload, meta = { id: null }) {
      try {
        await publisher.publish(channelOf(topic), JSON.stringify({ payload, id: meta.id }));
      } catch (error) {
        onError(error, `event ${topic} not published`);
      }
    },
    async subscribe(topic, handler) {
      local.on(topic, handler);
      // The first handler of a topic subscribes; the ones added meanwhile wait for that very SUBSCRIBE.
      const pending =
        subscribed.get(topic) ??
        subscriber.subscribe(channelOf(topic)).catch((error: unknown) => {
          subscribed.delete(topic);
          throw error;
        });
      subscribed.set(topic, pending);
      try {
        await pending;
      } catch (error) {
        local.off(topic, handler);
        throw error;
      }
      return async () => {
        local.off(topic, handler);
        if (local.listenerCount(topic) > 0 || !subscribed.has(topic)) return;
        subscribed.delete(topic);
        if (subscriber.status === 'ready') await subscriber.unsubscribe(channelOf(topic));
      };
    },
    async check() {
      // A subscribed connection answers PING too (with a pong message).
      await Promise.all([publisher.ping(), subscriber.ping()]);
    },
    async close() {
      local.removeAllListeners();
      await Promise.all([closeRedis(publisher), closeRedis(subscriber)]);
    },
  };
}

/** The process's channel: Redis when REDIS_URL is set, else in memory. buildApp sets it (useEventChannel). */
let current: EventChannel = inProcessChannel();

export function useEventChannel(channel: EventChannel): void {
  current = channel;
}

export const eventChannel = (): EventChannel => current;

/** Records an event for the pages that catch up later (the push journal, api/src/push) and answers its id. */
export type EventJournal = <T extends Topic>(topic: T, payload: EventMap[T]) => Promise<number | null>;

let journal: EventJournal | null = null;

/** buildApp installs the push journal (null removes it). */
export function useEventJournal(next: EventJournal | null): void {
  journal = next;
}

/** Each member's events in the order they were published, one at a time (see publish). */
const inOrder = new Map<string, Promise<void>>();

/**
 * Publishes on the process's channel (see EventChannel.publish), journalled first when a journal is installed so the
 * event carries its id. A member's events are journalled and sent one after another in the order of the calls (the
 * order their transactions committed here), so a later balance never loses to an earlier one. A journal that fails
 * costs the catch-up, never the live event.
 */
export function publish<T extends Topic>(topic: T, payload: EventMap[T]): Promise<void> {
  const { merchant, memberId } = payload as { merchant: string; memberId: number | null };
  const key = `${merchant}:${memberId ?? '*'}`;
  const sent = (inOrder.get(key) ?? Promise.resolve()).then(async () => {
    let id: number | null = null;
    if (journal) id = await journal(topic, payload).catch(() => null);
    await current.publish(topic, payload, { id });
  });
  inOrder.set(key, sent);
  void sent.finally(() => {
    if (inOrder.get(key) === sent) inOrder.delete(key);
  });
  return sent;
}

/** Subscribes on the process's channel (see EventChannel.subscribe). */
export function subscribe<T extends Topic>(topic: T, handler: Handler<T>): Promise<() => Promise<void>> {
  return current.subscribe(topic, handler);
}
