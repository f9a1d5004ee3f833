import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@site/shared/src/query';
import type { RecordKind, RecordPageQuery } from './record-kinds';

/**
 * A kind's records for one range, filter and language, page by page ("load more" reads the next). Under the 'wallet'
 * key: a balance movement anywhere (a bet, a transfer, an order an operator decided) reads the pages shown again.
 */
export function useRecords<Row, Extra>(kind: RecordKind<Row, Extra>, query: Omit<RecordPageQuery, 'page'>) {
  const result = useInfiniteQuery({
    queryKey: queryKeys.wallet('records', kind.screen, query),
    queryFn: ({ pageParam }) => kind.fetchPage({ ...query, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length < last.totalPages ? pages.length + 1 : undefined),
  });
  const pages = result.data?.pages;
  return {
    rows: pages ? pages.flatMap((p) => p.rows) : null,
    /** The last page read: its totals are the whole range's. */
    extra: pages ? pages[pages.length - 1]! : null,
    failed: result.isError,
    loadingMore: result.isFetchingNextPage,
    hasMore: result.hasNextPage,
    more: () => void result.fetchNextPage(),
    reload: () => void result.refetch(),
  };
}

/** The options of a kind's type filter, in the player's language (none while they load or when they fail). */
export function useTypeOptions(kind: RecordKind<unknown, unknown>, language: string) {
  const filter = kind.typeFilter;
  return useQuery({
    queryKey: queryKeys.content(filter?.key ?? 'no-filter', language),
    queryFn: () => filter!.options(language),
    enabled: !!filter,
  }).data;
}
