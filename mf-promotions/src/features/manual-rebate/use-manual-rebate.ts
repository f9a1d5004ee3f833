import { useMutation, useQuery } from '@tanstack/react-query';
import { bus, errorText, formatMoney, isRealMember, toast, TOAST_MS, usePushConnected, useSession, useTranslation } from '@site/shared';
import { queryClient, queryKeys } from '@site/shared/src/query';
import { NS } from '../../i18n';
import { claimManualRebate, fetchManualRebate } from './api/manual-rebate.api';

/**
 * Every 30 s the amount due is read again while the screen is open (it grows with each bet: "live"), unless the push
 * stream is up: then each bet's pushed wallet change reads it again (docs/live.md).
 */
const REFRESH_MS = 30_000;

/** Moves with the balance (a bet adds to it, a claim empties it): 'wallet:changed' reads it again. */
const REBATE_KEY = queryKeys.wallet('manual-rebate');

/** The rebate due (undefined while loading, null for guests, trial accounts and failures) and its claim. */
export function useManualRebate() {
  const { t } = useTranslation(NS);
  const session = useSession((s) => s.session);
  const member = !!session && isRealMember(session);
  const pushed = usePushConnected();
  const query = useQuery({
    queryKey: [...REBATE_KEY, session?.token],
    queryFn: fetchManualRebate,
    enabled: member,
    refetchInterval: pushed ? false : REFRESH_MS,
  });

  const mutation = useMutation({
    mutationFn: () => claimManualRebate(`rebate-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`),
    onSuccess: (paid) => {
      toast.show(t('rebate.claimed', { amount: formatMoney(paid.claim.amount) }), 'success', TOAST_MS.success);
      bus.emit('wallet:changed', {});
    },
    onError: (error) => toast.show(errorText(error), 'error'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: REBATE_KEY }),
  });

  const rebate = !member || query.isError ? null : query.data;
  return { rebate, claim: () => mutation.mutate(), busy: mutation.isPending };
}
