import { useEffect } from 'react';
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { api } from '../api/api-client';
import { bus } from '../bus/event-bus';
import { sessionStore, useSession } from '../session/session.store';
import type { UnreadCounts } from '../contracts/inbox';

/**
 * The one holder of the unread counters (product-rules 3: announcement, chat, inbox; total is the sum) for every figure
 * the site shows: the header badge, the inbox and notice tabs, the inbox's "n unread". The numbers come from the
 * API's GET /wps/inbox/unread and reach the store through the bus's 'unread:changed', so a pushed update lands in
 * the same place.
 */
export const NO_UNREAD: UnreadCounts = { announcement: 0, chat: 0, inbox: 0, total: 0 };

export const unreadStore = createStore<{ counts: UnreadCounts }>()(() => ({ counts: NO_UNREAD }));

const withTotal = (c: Omit<UnreadCounts, 'total'>): UnreadCounts => {
  const counts = { announcement: Number(c.announcement) || 0, chat: Number(c.chat) || 0, inbox: Number(c.inbox) || 0 };
  return { ...counts, total: counts.announcement + counts.chat + counts.inbox };
};

/** The header badge's figure (product-rules 2: shown capped, badgeText). */
export const unreadTotal = (counts: UnreadCounts): number => counts.total;

bus.on('unread:changed', (counts) => unreadStore.setState({ counts: withTotal(counts) }));

/** product-rules 9: the unread counts are asked at most once per 250 ms, and a failure shows no alert. */
const THROTTLE_MS = 250;
let askedAt = 0;
let asking: Promise<void> | null = null;
let ticket = 0;

/**
 * Reads the counters again. `force` (after the player read something) asks at once, and only the latest answer
 * counts, so an older request that returns late cannot bring back a figure already read.
 */
export function refreshUnread({ force = false }: { force?: boolean } = {}): Promise<void> {
  const token = sessionStore.getState().session?.token;
  if (!token) {
    ticket++;
    unreadStore.setState({ counts: NO_UNREAD });
    return Promise.resolve();
  }
  if (!force && asking && Date.now() - askedAt < THROTTLE_MS) return asking;
  askedAt = Date.now();
  const mine = ++ticket;
  asking = api.get<UnreadCounts>('/wps/inbox/unread').then(
    (counts) => {
      if (mine === ticket && sessionStore.getState().session?.token === token) bus.emit('unread:changed', withTotal(counts));
    },
    () => undefined,
  );
  return asking;
}

/** The counters for a component; reads them when the session changes (and clears them at logout). */
export function useUnread<T>(selector: (counts: UnreadCounts) => T): T {
  const token = useSession((s) => s.session?.token);
  useEffect(() => {
    void refreshUnread();
  }, [token]);
  return useStore(unreadStore, (s) => selector(s.counts));
}
