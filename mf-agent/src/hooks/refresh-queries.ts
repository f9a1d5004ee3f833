import type { QueryKey } from '@tanstack/react-query';
import { queryClient } from '@site/shared/src/query';

/**
 * After a mutation: cancel the reads under way for the key, then invalidate it, so each is fetched anew. Invalidating
 * alone lets a first read still under way (a query with no data yet) stand for the refetch: it answers what the
 * server had before the change (an affiliate link just created did not show). Local to mf-agent until the shared
 * query module has one of its own.
 */
export async function refreshQueries(queryKey: QueryKey): Promise<void> {
  await queryClient.cancelQueries({ queryKey });
  await queryClient.invalidateQueries({ queryKey });
}
