import { useEffect, useState } from 'react';
import { isRealMember, useSession } from '@site/shared';
import { fetchReferral, type ReferralSummary } from './api/referral.api';

/** The member's referral summary: undefined while loading, null for guests, trial accounts and failures. */
export function useReferral() {
  const session = useSession((s) => s.session);
  const member = !!session && isRealMember(session);
  const [summary, setSummary] = useState<ReferralSummary | null | undefined>(member ? undefined : null);
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
  return summary;
}
