import { useEffect } from 'react';
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { api } from '../api/api-client';
import { bus } from '../bus/event-bus';
import { isRealMember, sessionStore, useSession } from '../session/session.store';
import type { PromoCounterKey, PromoCounters } from '../contracts/rewards';

/**
 * The one holder of the member's promo counters (product-rules 3.20: per key, enabled and count), read from the API's
 * GET /wps/promotions/counters, for every badge that shows them: the reward centre, the home pop-up menu, the member
 * centre. The reward centre's own call refreshes it too (setPromoCounters), and a claim or a balance change reads
 * it again, so the badges never disagree. Guests and trial accounts have none.
 */
export const promoCountersStore = createStore<{ counters: PromoCounters | null }>()(() => ({ counters: null }));

export const setPromoCounters = (counters: PromoCounters | null) => promoCountersStore.setState({ counters });

/** Badges mounting together share one request: asked at most once per this many ms unless forced. */
const THROTTLE_MS = 500;
let ticket = 0;
let asking: { token: string; at: number; done: Promise<void> } | null = null;

/** Reads the counters again; only the latest answer counts. */
export function refreshPromoCounters({ force = false }: { force?: boolean } = {}): Promise<void> {
  const session = sessionStore.getState().session;
  if (!session || !isRealMember(session)) {
    ticket++;
    asking = null;
    setPromoCounters(null);
    return Promise.resolve();
  }
  if (!force && asking?.token === session.token && Date.now() - asking.at < THROTTLE_MS) return asking.done;
  const mine = ++ticket;
  const done = api.get<PromoCounters>('/wps/promotions/counters').then(
    (counters) => {
      if (mine === ticket) setPromoCounters(counters);
    },
    () => undefined,
  );
  asking = { token: session.token, at: Date.now(), done };
  return done;
}

// A payment (a claim, a deposit, a bet) can make a reward due or take one away.
bus.on('wallet:changed', () => void refreshPromoCounters({ force: true }));
bus.on('rewards:ready', () => void refreshPromoCounters({ force: true }));

/** A key's count for a badge (0 when the type is switched off or nothing waits); reads them when the session changes. */
export function usePromoCount(key: PromoCounterKey): number {
  const token = useSession((s) => s.session?.token);
  useEffect(() => {
    void refreshPromoCounters();
  }, [token]);
  return useStore(promoCountersStore, (s) => (s.counters?.[key]?.enabled ? s.counters[key].count : 0));
}

/** Counted elsewhere: raffle tickets held (the reward centre's Raffle tab) and referral rewards due (Invite friends). */
const NOT_CLAIMED_HERE = new Set<string>(['TICKET', 'REFERRAL']);

/** The sum of the enabled keys' counts of rewards waiting to be claimed (the reward centre's own badge). */
export function usePromoTotal(): number {
  const token = useSession((s) => s.session?.token);
  useEffect(() => {
    void refreshPromoCounters();
  }, [token]);
  return useStore(promoCountersStore, (s) =>
    Object.entries(s.counters ?? {}).reduce((sum, [key, c]) => sum + (c.enabled && !NOT_CLAIMED_HERE.has(key) ? c.count : 0), 0),
  );
}
