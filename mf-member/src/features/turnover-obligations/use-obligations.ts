import { useCallback, useEffect, useState } from 'react';
import { bus, type TurnoverObligation } from '@site/shared';
import { promotionsApi } from '../../api/promotions.api';

/** The member's bonus turnover obligations, refreshed whenever the wallet changes (a bet, a bonus, a withdrawal). */
export function useObligations() {
  const [obligations, setObligations] = useState<TurnoverObligation[] | null>(null);
  const load = useCallback(() => promotionsApi.obligations().then(setObligations, () => setObligations([])), []);
  useEffect(() => {
    void load();
    return bus.on('wallet:changed', () => void load());
  }, [load]);
  const active = obligations?.filter((o) => o.status === 'ACTIVE') ?? [];
  return { obligations, active };
}
