// The site's one TanStack Query client (engineering-habits H3: a federation singleton of its own, shared-map.cjs), so
// a query fetched by one remote is cached for all, and a bus event invalidates it wherever it is shown.
// Kept out of the shared package's index: home's first screen runs on boot data and never loads TanStack Query
// (docs/front-end.md); a screen that fetches imports this module.
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
// Through the package name, never a relative path: the bus and session are the shared package's one instance.
import { bus, i18n, sessionStore, type SiteEvents } from '@site/shared';

/**
 * The first part of every query key says what the data depends on, so an event invalidates the right ones:
 * - 'wallet': balances and anything that moves with them (orders, bets);
 * - 'member': what only a signed-in player sees (favourites, recents, their orders);
 * - 'content': texts in the player's language (lists, help, catalogue names).
 */
export const queryKeys = {
  wallet: (...rest: unknown[]) => ['wallet', ...rest] as const,
  member: (...rest: unknown[]) => ['member', ...rest] as const,
  content: (...rest: unknown[]) => ['content', ...rest] as const,
};

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A list seen a moment ago shows at once and is refreshed in the background after 30 s.
      staleTime: 30_000,
      // The API client already retries what is worth retrying (a stale guest token); a refusal is final.
      retry: false,
      refetchOnWindowFocus: false,
    },
  },
});

/** Which query keys each bus event makes stale. */
const INVALIDATES: Partial<Record<keyof SiteEvents, ReadonlyArray<'wallet' | 'member' | 'content'>>> = {
  'wallet:changed': ['wallet'],
  // Pushed (docs/live.md): an order's status moves its records (and, approved or released, the balance).
  'order:changed': ['wallet'],
  'contract:requested': ['member'],
  'rewards:ready': ['member'],
  'member:changed': ['member'],
  'auth:loggedIn': ['wallet', 'member'],
  'auth:loggedOut': ['wallet', 'member'],
};

for (const [event, roots] of Object.entries(INVALIDATES)) {
  bus.on(event as keyof SiteEvents, () => {
    for (const root of roots) void queryClient.invalidateQueries({ queryKey: [root] });
  });
}
// A session that ends without the bus (another tab, an expired token cleared by the API client) counts too: what a
// member saw must not stay on screen for a guest.
sessionStore.subscribe((state, previous) => {
  if (Boolean(state.session) !== Boolean(previous.session)) queryClient.removeQueries({ queryKey: ['member'] });
});
// Texts come in the player's language: a switch refetches the ones on screen.
i18n.on('languageChanged', () => void queryClient.invalidateQueries({ queryKey: ['content'] }));

/**
 * Refreshes what a mutation changed: cancels the keys' reads in flight, then invalidates them, so each is read again
 * after the change. Invalidating alone is not enough for a query whose first read is still under way: it joins that
 * read, which may have left before the change, and the screen keeps the old answer.
 */
export async function refreshQueries(...keys: ReadonlyArray<readonly unknown[]>) {
  await Promise.all(keys.map((queryKey) => queryClient.cancelQueries({ queryKey })));
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** Wraps a remote's screens (its ./App) so their hooks find the one client. */
export function SharedQueries({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
