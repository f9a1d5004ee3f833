import { useCallback, useEffect, useRef, useState } from 'react';
import type { RecordPage } from '@site/shared';

/** Paging for a records list: page 1 on every filter change, "load more" appends the next page. */
export function usePagedRecords<T, X = object>(fetchPage: (page: number) => Promise<RecordPage<T> & X>, deps: unknown[]) {
  const [rows, setRows] = useState<T[] | null>(null);
  const [extra, setExtra] = useState<(RecordPage<T> & X) | null>(null);
  const [page, setPage] = useState(1);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(false);
  const generation = useRef(0);

  const load = useCallback(
    async (nextPage: number) => {
      const mine = ++generation.current;
      setLoading(true);
      setFailed(false);
      try {
        const result = await fetchPage(nextPage);
        if (mine !== generation.current) return;
        setRows((prev) => (nextPage === 1 || !prev ? result.rows : [...prev, ...result.rows]));
        setExtra(result);
        setPage(nextPage);
      } catch {
        if (mine === generation.current) setFailed(true);
      } finally {
        if (mine === generation.current) setLoading(false);
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps (the query), as with useCallback itself
    deps,
  );
  useEffect(() => {
    setRows(null);
    void load(1);
  }, [load]);

  return { rows, extra, failed, loading, hasMore: !!extra && page < extra.totalPages, more: () => load(page + 1), reload: () => load(1) };
}
