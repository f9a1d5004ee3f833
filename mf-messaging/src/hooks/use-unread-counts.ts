import { useQuery } from '@tanstack/react-query';
import { useStore } from 'zustand';
import { refreshUnread, unreadStore, useSession, type UnreadCounts } from '@site/shared';
import { queryKeys } from '@site/shared/src/query';

/** The unread counters as a query: marking something read invalidates it, and the shared store (the header's badge) follows. */
export const UNREAD_KEY = queryKeys.member('unread');

/**
 * The unread counters (product-rules 3.21). They stay in the shared store, the one the header's badge reads (home runs
 * without TanStack Query); this query is how the messaging screens ask for them again: on mount and on invalidation.
 */
export function useUnreadCounts(): UnreadCounts {
  const loggedIn = useSession((s) => !!s.session);
  useQuery({
    queryKey: UNREAD_KEY,
    queryFn: () => refreshUnread({ force: true }).then(() => unreadStore.getState().counts),
    enabled: loggedIn,
    staleTime: 0,
  });
  return useStore(unreadStore, (s) => s.counts);
}
