import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { SystemStatus } from '../contracts/system';
import { isAgentSession, type SessionInfo } from '../session/session.store';
import { promoSwitchOn } from '../promotions/promo-switch';

// The status payload's shapes are the API's contract (shared/src/contracts/system.ts).
export type { Resource, SystemStatus, WhitelabelNode } from '../contracts/system';

export const STATUS_STORAGE_KEY = 'systemStatus';

function readCached(): SystemStatus | null {
  try {
    const raw = typeof window !== 'undefined' ? window.localStorage.getItem(STATUS_STORAGE_KEY) : null;
    return raw ? (JSON.parse(raw) as SystemStatus) : null;
  } catch {
    return null;
  }
}

interface SystemState {
  status: SystemStatus | null;
  setStatus(status: SystemStatus): void;
}

/** product-rules 2: the cached status is used immediately and refreshed in the background. */
export const systemStore = createStore<SystemState>()((set) => ({
  status: readCached(),
  setStatus(status) {
    try {
      window.localStorage.setItem(STATUS_STORAGE_KEY, JSON.stringify(status));
    } catch {
      /* storage full or blocked: still use it for this page */
    }
    set({ status });
  },
}));

export function useSystemStatus<T>(selector: (state: SystemState) => T): T {
  return useStore(systemStore, selector);
}

export { isSwitchOn } from './switches';

/** product-rules 3.26: on unless the merchant turned it off; off while the merchant's status is not known yet. */
export function isPromoEnabled(status: SystemStatus | null, key: string): boolean {
  return !!status && promoSwitchOn(status.info.promos, key);
}

/** product-rules 6.9: the referral entry shows to a guest, or to a member who is not an agent while REFERRAL is on. */
export function showsReferralEntry(session: Pick<SessionInfo, 'type' | 'agent' | 'trail'> | null, status: SystemStatus | null): boolean {
  return !session || (!isAgentSession(session) && isPromoEnabled(status, 'REFERRAL'));
}

/** product-rules 4: an image CDN chosen at random from the configured list ('' = same origin). */
export function imageBase(status: SystemStatus | null): string {
  const cdns = status?.info.imageCDNs ?? [];
  return cdns.length ? cdns[Math.floor(Math.random() * cdns.length)] : '';
}

let chosenImageBase: string | null = null;
/** An image path on the CDN chosen once for this page (product-rules 4 start-up); absolute URLs stay as they are. */
export function imageUrl(path: string): string {
  if (!path || /^(https?:|data:|blob:)/.test(path)) return path;
  chosenImageBase ??= imageBase(systemStore.getState().status).replace(/\/$/, '');
  return `${chosenImageBase}${path}`;
}
