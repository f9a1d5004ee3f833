import type { SystemStatus } from '@site/shared';

declare global {
  interface Window {
    /** Boot data the server writes into the HTML (api/src/web/boot.ts). */
    __BOOT__?: { status?: SystemStatus; remotes?: unknown[]; homeBanners?: unknown[] };
  }
}
