import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

/** A white-label switch (API-NOTES: tree of {modId, enabled, childrenNodes}). */
export interface WhitelabelNode {
  modId: string;
  enabled: boolean;
  childrenNodes?: WhitelabelNode[];
}

export interface Resource {
  resourceType: string;
  url: string;
  labelNameEn?: string;
}

/** spec 3: system status payload. status: 0 normal, 1 maintenance / IP-restricted, 2 service unavailable / region. */
export interface SystemStatus {
  status: 0 | 1 | 2;
  maintenance: boolean;
  regionRestriction: boolean;
  location: { ip: string };
  info: {
    siteName: string;
    minimumAge: 18 | 21;
    languages: string[];
    customerService: Array<{ csType: string; title: string; type: string; path: string }>;
    domainRoute: unknown[];
    mobileTemplate: { mem_cen: string; dep_func: string };
    paths: Record<string, string>;
    register: Record<string, unknown>;
    resources: Resource[];
    whitelabel: WhitelabelNode[];
    mainDomain: string;
    imageCDNs: string[];
    socialLinks: Partial<Record<'YOUTUBE' | 'TIKTOK' | 'INSTAGRAM' | 'FACEBOOK' | 'TWITTER', { url: string }>>;
    promos: Partial<Record<string, { enabled: boolean; count: number }>>;
  };
}

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

/** spec 2: the cached status is used immediately and refreshed in the background. */
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

export function isPromoEnabled(status: SystemStatus | null, key: string): boolean {
  return !!status?.info.promos?.[key]?.enabled;
}

/** spec 4: an image CDN chosen at random from the configured list ('' = same origin). */
export function imageBase(status: SystemStatus | null): string {
  const cdns = status?.info.imageCDNs ?? [];
  return cdns.length ? cdns[Math.floor(Math.random() * cdns.length)] : '';
}

let chosenImageBase: string | null = null;
/** An image path on the CDN chosen once for this page (spec 4 start-up); absolute URLs stay as they are. */
export function imageUrl(path: string): string {
  if (!path || /^(https?:|data:|blob:)/.test(path)) return path;
  chosenImageBase ??= imageBase(systemStore.getState().status).replace(/\/$/, '');
  return `${chosenImageBase}${path}`;
}
