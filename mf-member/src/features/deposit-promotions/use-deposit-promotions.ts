import { useMutation, useQuery } from '@tanstack/react-query';
import { errorText, toast, TOAST_MS, type DepositPromotions } from '@site/shared';
import { queryClient, queryKeys } from '@site/shared/src/query';
import { promotionsApi } from '../../api/promotions.api';

const DEPOSIT_PROMOTIONS_KEY = queryKeys.member('deposit-promotions');
const NONE: DepositPromotions = { promotions: [], selectedId: null };

/** The deposit promotions the member may pick, the one picked, and picking (a failed load shows no picker). */
export function useDepositPromotions() {
  const query = useQuery({ queryKey: DEPOSIT_PROMOTIONS_KEY, queryFn: promotionsApi.depositPromotions });
  const mutation = useMutation({
    mutationFn: promotionsApi.acceptDepositPromotion,
    // The answer is the list with the new pick: it replaces the cached one (a read in flight would bring the old pick).
    onSuccess: async (value) => {
      await queryClient.cancelQueries({ queryKey: DEPOSIT_PROMOTIONS_KEY });
      queryClient.setQueryData(DEPOSIT_PROMOTIONS_KEY, value);
    },
    onError: (error) => toast.show(errorText(error), 'error', TOAST_MS.short),
  });
  return {
    state: query.isError ? NONE : (query.data ?? null),
    busy: mutation.isPending,
    pick: (promotionId: number | null) => mutation.mutate(promotionId),
  };
}
