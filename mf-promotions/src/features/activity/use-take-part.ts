import { useMutation } from '@tanstack/react-query';
import { bus, errorText, formatMoney, isRealMember, sessionStore, toast, TOAST_MS, useTranslation } from '@site/shared';
import { queryClient } from '@site/shared/src/query';
import { claimPromotion, joinPromotion, type Promotion } from '../../api/promotions.api';
import { NS } from '../../i18n';
import { REWARD_CENTRE_KEY } from '../reward-centre/use-reward-centre';
import { ENTRY_KEY } from './use-entry';
import { PROMOTIONS_KEY } from './use-promotions';

/** What a join or a claim changes: the activities' labels, the member's entries and the reward centre (its counters). */
export const invalidatePromotions = () =>
  Promise.all([PROMOTIONS_KEY, ENTRY_KEY, REWARD_CENTRE_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })));

/**
 * The activity's one button: Join (join or apply, as its type asks) or Claim (paid at once). Guests get the login
 * popup and trial members free_reject (product-rules 6.2). The button stays busy until the new labels are read.
 */
export function useTakePart() {
  const { t } = useTranslation(NS);
  const mutation = useMutation({
    mutationFn: async (promotion: Promotion) => {
      if (promotion.label !== 'CLAIM') {
        const updated = await joinPromotion(promotion.id);
        return updated.category === 'deposit' && updated.label === 'JOINED' ? t('joined_deposit') : t(`labels.${updated.label}`);
      }
      const entry = await claimPromotion(promotion.id);
      // A claim that pays moves the balance: every wallet query (and the promo counters) is read again.
      bus.emit('wallet:changed', {});
      return entry.amount ? t('claimed_amount', { amount: formatMoney(entry.amount) }) : t(`labels.${entry.label}`);
    },
    onSuccess: (text) => {
      toast.show(text, 'success', TOAST_MS.success);
      return invalidatePromotions();
    },
    onError: (error) => toast.show(errorText(error), 'error'),
  });
  const takePart = (promotion: Promotion) => {
    const session = sessionStore.getState().session;
    if (!session) return bus.emit('auth:open', { view: 'login' });
    if (!isRealMember(session)) return toast.show(t('common:free_reject'), 'error', TOAST_MS.freeReject);
    mutation.mutate(promotion);
  };
  return { takePart, busyId: mutation.isPending ? mutation.variables.id : null };
}
