import { useCallback, useEffect, useState } from 'react';
import { bus, errorText, formatMoney, isRealMember, setPromoCounters, toast, TOAST_MS, useSession, useTranslation } from '@site/shared';
import { claimReward, fetchRewardCentre, type RewardCentre, type RewardItem } from './api/reward-centre.api';
import { NS } from '../../i18n';

/**
 * The reward centre's data and its claim: one call, whose counters also feed the shared badges (pop-up menu, member
 * centre). A claim carries a key made once per item and period, so a double tap or a retry is a replay. A guest is
 * asked to log in; a trial account has no rewards (product-rules 6.2): `access` says which.
 */
export function useRewardCentre() {
  const { t } = useTranslation(NS);
  const session = useSession((s) => s.session);
  const access = !session ? 'guest' : isRealMember(session) ? 'member' : 'trial';
  const [centre, setCentre] = useState<RewardCentre | null>(null);
  const [failed, setFailed] = useState(false);
  const [busyId, setBusyId] = useState<number | null>(null);

  const load = useCallback(async () => {
    try {
      const value = await fetchRewardCentre();
      setCentre(value);
      setPromoCounters(value.counters);
      setFailed(false);
    } catch (error) {
      setFailed(true);
      toast.show(errorText(error), 'error');
    }
  }, []);

  useEffect(() => {
    if (access === 'member') void load();
    else if (access === 'guest') bus.emit('auth:open', { view: 'login' });
  }, [access, load]);

  const claim = async (item: RewardItem) => {
    setBusyId(item.promotionId);
    try {
      const entry = await claimReward(item.promotionId, `rc-${item.promotionId}-${item.period}`);
      toast.show(
        entry.amount ? t('claimed_amount', { amount: formatMoney(entry.amount) }) : t(`labels.${entry.label}`),
        'success',
        TOAST_MS.success,
      );
      bus.emit('wallet:changed', {});
    } catch (error) {
      toast.show(errorText(error), 'error');
    } finally {
      setBusyId(null);
      await load();
    }
  };

  return { access, centre, failed, busyId, claim, reload: load };
}
