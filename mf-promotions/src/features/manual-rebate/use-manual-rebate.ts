import { useCallback, useEffect, useState } from 'react';
import { bus, errorText, formatMoney, isRealMember, toast, TOAST_MS, useSession, useTranslation } from '@site/shared';
import { NS } from '../../i18n';
import { claimManualRebate, fetchManualRebate, type ManualRebate } from './api/manual-rebate.api';

/** Every 30 s the amount due is read again while the screen is open (it grows with each bet: "live"). */
const REFRESH_MS = 30_000;

/** The rebate due (undefined while loading, null for guests, trial accounts and failures) and its claim. */
export function useManualRebate() {
  const { t } = useTranslation(NS);
  const session = useSession((s) => s.session);
  const member = !!session && isRealMember(session);
  const [rebate, setRebate] = useState<ManualRebate | null | undefined>(member ? undefined : null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => fetchManualRebate().then(setRebate, () => setRebate(null)), []);
  useEffect(() => {
    if (!member) return setRebate(null);
    load();
    const timer = window.setInterval(load, REFRESH_MS);
    const offWallet = bus.on('wallet:changed', load);
    return () => {
      window.clearInterval(timer);
      offWallet();
    };
  }, [member, load]);

  const claim = async () => {
    setBusy(true);
    try {
      const paid = await claimManualRebate(`rebate-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`);
      toast.show(t('rebate.claimed', { amount: formatMoney(paid.claim.amount) }), 'success', TOAST_MS.success);
      bus.emit('wallet:changed', {});
      await load();
    } catch (error) {
      toast.show(errorText(error), 'error');
      await load();
    } finally {
      setBusy(false);
    }
  };
  return { rebate, claim, busy };
}
