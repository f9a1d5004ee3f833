import { useEffect } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { bus, errorText, formatMoney, isRealMember, setPromoCounters, toast, TOAST_MS, useSession, useTranslation } from '@site/shared';
import { queryClient, queryKeys } from '@site/shared/src/query';
import { claimReward, fetchRewardCentre, type RewardItem } from './api/reward-centre.api';
import { NS } from '../../i18n';

/** The reward centre's one call: a claim here or on an activity invalidates it, and its counters follow. */
export const REWARD_CENTRE_KEY = queryKeys.member('reward-centre');

/**
 * The reward centre's data and its claim: one call, whose counters also feed the shared badges (pop-up menu, member
 * centre) each time it is read. A claim carries a key made once per item and period, so a double tap or a retry is a
 * replay. A guest is asked to log in; a trial account has no rewards (product-rules 6.2): `access` says which.
 */
export function useRewardCentre() {
  const { t, i18n } = useTranslation(NS);
  const session = useSession((s) => s.session);
  const access = !session ? 'guest' : isRealMember(session) ? 'member' : 'trial';
  const query = useQuery({
    queryKey: [...REWARD_CENTRE_KEY, i18n.language],
    queryFn: fetchRewardCentre,
    enabled: access === 'member',
  });

  useEffect(() => {
    if (access === 'guest') bus.emit('auth:open', { view: 'login' });
  }, [access]);
  useEffect(() => {
    if (query.data) setPromoCounters(query.data.counters);
  }, [query.data]);
  useEffect(() => {
    if (query.error) toast.show(errorText(query.error), 'error');
  }, [query.error]);

  const mutation = useMutation({
    mutationFn: (item: RewardItem) => claimReward(item.promotionId, `rc-${item.promotionId}-${item.period}`),
    onSuccess: (entry) => {
      toast.show(
        entry.amount ? t('claimed_amount', { amount: formatMoney(entry.amount) }) : t(`labels.${entry.label}`),
        'success',
        TOAST_MS.success,
      );
      // The claim paid: every balance is read again.
      bus.emit('wallet:changed', {});
    },
    onError: (error) => toast.show(errorText(error), 'error'),
    // Paid or refused, the rewards (and so the counters) are read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: REWARD_CENTRE_KEY }),
  });

  return {
    access,
    centre: access === 'member' ? (query.data ?? null) : null,
    busyId: mutation.isPending ? mutation.variables.promotionId : null,
    claim: (item: RewardItem) => mutation.mutate(item),
  };
}
