import { useEffect, useState } from 'react';
import { isRealMember, useSession } from '@site/shared';
import { fetchEntry, type ActivityEntry } from '../../api/promotions.api';

/** The member's entry in the activity, read again whenever its label changes; null for guests and trial accounts. */
export function useEntry(promotionId: number, label: string | undefined) {
  const session = useSession((s) => s.session);
  const member = !!session && isRealMember(session);
  const [entry, setEntry] = useState<ActivityEntry | null>(null);
  useEffect(() => {
    if (!member || !label) return setEntry(null);
    let alive = true;
    fetchEntry(promotionId).then(
      (value) => alive && setEntry(value),
      () => alive && setEntry(null),
    );
    return () => {
      alive = false;
    };
  }, [member, promotionId, label]);
  return entry;
}
