import { useQuery } from '@tanstack/react-query';
import type { TurnoverObligation } from '@site/shared';
import { queryKeys } from '@site/shared/src/query';
import { promotionsApi } from '../../api/promotions.api';

const NONE: TurnoverObligation[] = [];

/** The member's bonus turnover obligations: a 'wallet' key, read again whenever the wallet changes (a bet, a bonus). */
export function useObligations() {
  const query = useQuery({ queryKey: queryKeys.wallet('obligations'), queryFn: promotionsApi.obligations });
  const obligations = query.isError ? NONE : (query.data ?? null);
  const active = obligations?.filter((o) => o.status === 'ACTIVE') ?? NONE;
  return { obligations, active };
}
