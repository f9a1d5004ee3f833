import { useInfiniteQuery } from '@tanstack/react-query';
import { errorText, isRealMember, toast, useSession } from '@site/shared';
import { queryKeys } from '@site/shared/src/query';
import { fetchReferral, type ReferralSummary } from './api/referral.api';

/**
 * The member's referral summary: undefined while loading, null for guests, trial accounts and failures. The invitees
 * come a page at a time; `loadMore` appends the next page (`loading` while it is asked for).
 */
export function useReferral() {
  const session = useSession((s) => s.session);
  const member = !!session && isRealMember(session);
  const query = useInfiniteQuery({
    queryKey: queryKeys.member('referral'),
    queryFn: ({ pageParam }) => fetchReferral(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    enabled: member,
  });
  const pages = query.data?.pages;
  // The latest page's totals and rules, with every invitee listed so far.
  const summary: ReferralSummary | null | undefined =
    !member || (query.isError && !pages) ? null : pages && { ...pages[pages.length - 1], invitees: pages.flatMap((p) => p.invitees) };
  const loadMore = async () => {
    if (!query.hasNextPage || query.isFetchingNextPage) return;
    const result = await query.fetchNextPage();
    if (result.error) toast.show(errorText(result.error), 'error');
  };
  return { summary, loadMore, loading: query.isFetchingNextPage };
}
