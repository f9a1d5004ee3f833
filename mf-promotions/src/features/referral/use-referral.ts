import { useCallback, useEffect, useState } from 'react';
import { errorText, isRealMember, toast, useSession } from '@site/shared';
import { fetchReferral, type ReferralSummary } from './api/referral.api';

/**
 * The member's referral summary: undefined while loading, null for guests, trial accounts and failures. The invitees
 * come a page at a time; `loadMore` appends the next page (`loading` while it is asked for).
 */
export function useReferral() {
  const session = useSession((s) => s.session);
  const member = !!session && isRealMember(session);
  const [summary, setSummary] = useState<ReferralSummary | null | undefined>(member ? undefined : null);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!member) return setSummary(null);
    let alive = true;
    setSummary(undefined);
    fetchReferral().then(
      (value) => alive && setSummary(value),
      () => alive && setSummary(null),
    );
    return () => {
      alive = false;
    };
  }, [member]);
  const loadMore = useCallback(async () => {
    if (!summary || loading || summary.pageNum >= summary.totalPages) return;
    setLoading(true);
    try {
      const next = await fetchReferral(summary.pageNum + 1);
      setSummary({ ...next, invitees: [...summary.invitees, ...next.invitees] });
    } catch (error) {
      toast.show(errorText(error), 'error');
    } finally {
      setLoading(false);
    }
  }, [summary, loading]);
  return { summary, loadMore, loading };
}
