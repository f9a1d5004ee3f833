import type { PushEventData, PushEventType } from '@site/shared/src/contracts/push';
import type { Db } from '../db/db';
import { TOPICS, type EventChannel, type EventJournal, type EventMap, type EventMeta, type Topic } from '../events/events';
import { findSessionMember } from '../session/session.repository';
import { HOLD_WALLET } from '../wallet/ledger.service';
import { recordPushEvent } from './push.repository';

/**
 * What a tab is sent for a server event: its type, data, and the key under which the journal keeps only the latest
 * (null: sent live only, never journalled, such as the chat's typing sign).
 */
interface ClientEvent<T extends PushEventType = PushEventType> {
  type: T;
  data: PushEventData<T>;
  key: string | null;
}

/** Held money (a pending withdrawal) is not spendable: the sum leaves it out, as GET /wps/v2/wallets/balance does. */
const sumOf = (balances: Record<string, number>) =>
  Object.entries(balances).reduce((sum, [wallet, balance]) => (wallet === HOLD_WALLET ? sum : sum + Number(balance)), 0);

/** The tab's view of a server event (docs/live.md's event list); session.revoked is decided per tab and never journalled. */
export function clientEventOf<T extends Topic>(topic: T, payload: EventMap[T]): ClientEvent | null {
  const p = payload as EventMap[Topic];
  switch (topic) {
    case 'wallet.changed': {
      const { balances } = p as EventMap['wallet.changed'];
      return { type: 'wallet.changed', data: { balances, sumBalance: sumOf(balances) }, key: 'wallet' };
    }
    case 'order.status': {
      const { kind, orderNo, status, reason = '' } = p as EventMap['order.status'];
      return { type: 'order.status', data: { kind, orderNo, status, reason }, key: `order:${orderNo}` };
    }
    case 'unread.changed': {
      const { counts } = p as EventMap['unread.changed'];
      return { type: 'unread.changed', data: counts ? { counts } : {}, key: 'unread' };
    }
    case 'contract.requested': {
      const { kind } = p as EventMap['contract.requested'];
      return { type: 'contract.requested', data: { kind }, key: `contract:${kind}` };
    }
    case 'rewards.ready':
      return { type: 'rewards.ready', data: {}, key: 'rewards' };
    case 'member.changed': {
      const { what } = p as EventMap['member.changed'];
      return { type: 'member.changed', data: { what }, key: `member:${what}` };
    }
    // Chat: the screen reads its thread again on any of these, so the journal keeps the latest of each.
    case 'chat.message': {
      const { conversationId, messageId, sender } = p as EventMap['chat.message'];
      return { type: 'chat.message', data: { conversationId, messageId, sender }, key: 'chat' };
    }
    case 'chat.read': {
      const { conversationId, side, upTo } = p as EventMap['chat.read'];
      return { type: 'chat.read', data: { conversationId, side, upTo }, key: 'chat-read' };
    }
    case 'chat.typing': {
      const { conversationId, from } = p as EventMap['chat.typing'];
      return { type: 'chat.typing', data: { conversationId, from }, key: null };
    }
    default:
      return null;
  }
}

/** The push journal for events.ts: each member event is recorded (latest per key) before it is published. */
export function pushJournal(db: Db): EventJournal {
  return async (topic, payload) => {
    const event = clientEventOf(topic, payload);
    if (!event || event.key === null) return null;
    const { merchant, memberId } = payload as { merchant: string; memberId: number | null };
    return recordPushEvent(db, { merchantCode: merchant, memberId, key: event.key, topic: event.type, payload: event.data });
  };
}

/** One open stream of a tab. */
export interface PushTab {
  merchant: string;
  memberId: number;
  /** The tab's session token: a session.revoked event is checked against it. */
  token: string;
  send(id: number | null, type: PushEventType, data: object): void;
  /** Sends session.revoked and ends the stream. */
  revoke(): void;
  /** Ends the stream (the server is closing, or the member has too many). */
  end(): void;
}

/** A topic whose subscription failed is tried again after 1 s, doubling up to 30 s. */
const SUBSCRIBE_RETRY_FIRST_MS = 1000;
const SUBSCRIBE_RETRY_MAX_MS = 30_000;

/** At most this many streams per member on one instance: a newer one ends the oldest (a tab left open on a forgotten device). */
export const MAX_TABS_PER_MEMBER = 10;

/**
 * The instance's open streams by member, fed from the event channel: an event raised on any instance reaches the
 * tabs connected here. Session revocations are checked against each tab's own token (a logout ends that session's
 * tabs only; a password change ends all but the changer's).
 */
export function pushHub(db: Db, log: (error: unknown, message: string) => void) {
  const tabs = new Map<number, Set<PushTab>>();
  const unsubscribes: Array<() => Promise<void>> = [];
  const retries = new Set<NodeJS.Timeout>();
  let stopped = false;

  const each = (merchant: string, memberId: number | null, fn: (tab: PushTab) => void) => {
    if (memberId !== null) return [...(tabs.get(memberId) ?? [])].filter((tab) => tab.merchant === merchant).forEach(fn);
    for (const set of tabs.values()) for (const tab of set) if (tab.merchant === merchant) fn(tab);
  };

  const checkSession = async (tab: PushTab) => {
    const member = await findSessionMember(db, tab.token).catch((error: unknown) => (log(error, 'push session check failed'), true));
    if (!member) tab.revoke();
  };

  const onEvent = (topic: Topic) => (payload: EventMap[Topic], meta: EventMeta) => {
    const { merchant, memberId } = payload as { merchant: string; memberId: number | null };
    if (topic === 'session.revoked') return each(merchant, memberId, (tab) => void checkSession(tab));
    const event = clientEventOf(topic, payload);
    if (event) each(merchant, memberId, (tab) => tab.send(meta.id, event.type, event.data));
  };

  return {
    /**
     * Subscribes to every topic. A channel that is down (Redis away at boot) does not stop the API: readiness reports
     * it, and each topic is subscribed again with backoff until it takes.
     */
    async start(channel: EventChannel) {
      const subscribeTopic = async (topic: Topic, delayMs: number): Promise<void> => {
        try {
          unsubscribes.push(await channel.subscribe(topic, onEvent(topic)));
        } catch (error) {
          if (stopped) return;
          log(error, `push: subscribing to ${topic} failed, trying again in ${delayMs} ms`);
          const timer = setTimeout(() => {
            retries.delete(timer);
            void subscribeTopic(topic, Math.min(delayMs * 2, SUBSCRIBE_RETRY_MAX_MS));
          }, delayMs);
          timer.unref();
          retries.add(timer);
        }
      };
      await Promise.all(TOPICS.map((topic) => subscribeTopic(topic, SUBSCRIBE_RETRY_FIRST_MS)));
    },
    add(tab: PushTab) {
      let set = tabs.get(tab.memberId);
      if (!set) tabs.set(tab.memberId, (set = new Set()));
      set.add(tab);
      if (set.size > MAX_TABS_PER_MEMBER) set.values().next().value?.end();
    },
    remove(tab: PushTab) {
      const set = tabs.get(tab.memberId);
      set?.delete(tab);
      if (set && set.size === 0) tabs.delete(tab.memberId);
    },
    checkSession,
    count: () => [...tabs.values()].reduce((n, set) => n + set.size, 0),
    async stop() {
      stopped = true;
      for (const timer of retries) clearTimeout(timer);
      retries.clear();
      for (const set of [...tabs.values()]) for (const tab of [...set]) tab.end();
      await Promise.all(unsubscribes.splice(0).map((unsubscribe) => unsubscribe().catch(() => undefined)));
    },
  };
}

export type PushHub = ReturnType<typeof pushHub>;
