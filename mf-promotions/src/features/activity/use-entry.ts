import { useQuery } from '@tanstack/react-query';
import { isRealMember, useSession } from '@site/shared';
import { queryKeys } from '@site/shared/src/query';
import { fetchEntry } from '../../api/promotions.api';

/** The member's entries: a join or a claim invalidates them. */
export const ENTRY_KEY = queryKeys.member('promotion-entry');

/** The member's entry in the activity, read again whenever its label changes; null for guests and trial accounts. */
export function useEntry(promotionId: number, label: string | undefined) {
  const session = useSession((s) => s.session);
  const member = !!session && isRealMember(session);
  const query = useQuery({
    queryKey: [...ENTRY_KEY, promotionId, label],
    queryFn: () => fetchEntry(promotionId),
    enabled: member && !!label,
  });
  return (member && label && query.data) || null;
}
