import { useEffect, useState } from 'react';
import { useSession } from '@site/shared';
import { fetchVipProgress, type VipRank } from './api/vip.api';

/** The member's VIP progress, read fresh on each visit (a level reached since login shows at once); null for guests. */
export function useVipProgress() {
  const token = useSession((s) => s.session?.token);
  const [rank, setRank] = useState<VipRank | null>(null);
  useEffect(() => {
    if (!token) return setRank(null);
    let alive = true;
    fetchVipProgress().then(
      (v) => alive && setRank(v),
      () => alive && setRank(null),
    );
    return () => {
      alive = false;
    };
  }, [token]);
  return rank;
}

/** product-rules 4.17: completed / total conditions; 1 without a rank label; 0 when the division fails. */
export function vipProgressShare(rank: VipRank): number {
  if (rank.playerRankProgress.labelId === null) return 1;
  const share = rank.currentProgress.completedConditions / rank.currentProgress.totalExpectedConditions;
  return Number.isFinite(share) ? Math.min(1, Math.max(0, share)) : 0;
}
