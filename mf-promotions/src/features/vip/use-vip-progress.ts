import { useQuery } from '@tanstack/react-query';
import { useSession, useTranslation } from '@site/shared';
import { queryKeys } from '@site/shared/src/query';
import { fetchVipLevels } from '../../api/promotions.api';
import { NS } from '../../i18n';
import { fetchVipProgress, type VipRank } from './api/vip.api';

/** The member's VIP progress, read fresh on each visit (a level reached since login shows at once); null for guests. */
export function useVipProgress() {
  const token = useSession((s) => s.session?.token ?? null);
  const query = useQuery({
    queryKey: queryKeys.wallet('vip-progress', token),
    queryFn: fetchVipProgress,
    enabled: !!token,
    staleTime: 0,
  });
  return (token && query.data) || null;
}

/** The VIP levels and their benefits, in the reader's language (null while loading; empty when they could not be read). */
export function useVipLevels(enabled: boolean) {
  const { i18n } = useTranslation(NS);
  const query = useQuery({ queryKey: queryKeys.content('vip-levels', i18n.language), queryFn: fetchVipLevels, enabled });
  return query.data ?? (query.isError ? [] : null);
}

/** product-rules 4.17: completed / total conditions; 1 without a rank label; 0 when the division fails. */
export function vipProgressShare(rank: VipRank): number {
  if (rank.playerRankProgress.labelId === null) return 1;
  const share = rank.currentProgress.completedConditions / rank.currentProgress.totalExpectedConditions;
  return Number.isFinite(share) ? Math.min(1, Math.max(0, share)) : 0;
}
