import { useCallback, useEffect, useState } from 'react';
import { errorText, toast, TOAST_MS, type DepositPromotions } from '@site/shared';
import { promotionsApi } from '../../api/promotions.api';

/** The deposit promotions the member may pick, the one picked, and picking (a failed load shows no picker). */
export function useDepositPromotions() {
  const [state, setState] = useState<DepositPromotions | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let alive = true;
    promotionsApi.depositPromotions().then(
      (value) => alive && setState(value),
      () => alive && setState({ promotions: [], selectedId: null }),
    );
    return () => {
      alive = false;
    };
  }, []);

  const pick = useCallback(async (promotionId: number | null) => {
    setBusy(true);
    try {
      setState(await promotionsApi.acceptDepositPromotion(promotionId));
    } catch (error) {
      toast.show(errorText(error), 'error', TOAST_MS.short);
    } finally {
      setBusy(false);
    }
  }, []);

  return { state, busy, pick };
}
