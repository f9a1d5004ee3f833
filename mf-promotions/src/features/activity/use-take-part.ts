import { useState } from 'react';
import { bus, errorText, formatMoney, isRealMember, sessionStore, toast, TOAST_MS, useTranslation } from '@site/shared';
import { claimPromotion, joinPromotion, type Promotion } from '../../api/promotions.api';
import { NS } from '../../i18n';

/**
 * The activity's one button: Join (join or apply, as its type asks) or Claim (paid at once). Guests get the login
 * popup and trial members free_reject (product-rules 6.2). onChanged receives the promotion with its new label.
 */
export function useTakePart(onChanged: (promotion: Promotion) => void) {
  const { t } = useTranslation(NS);
  const [busyId, setBusyId] = useState<number | null>(null);
  const takePart = async (promotion: Promotion) => {
    const session = sessionStore.getState().session;
    if (!session) return bus.emit('auth:open', { view: 'login' });
    if (!isRealMember(session)) return toast.show(t('common:free_reject'), 'error', TOAST_MS.freeReject);
    setBusyId(promotion.id);
    try {
      if (promotion.label === 'CLAIM') {
        const entry = await claimPromotion(promotion.id);
        onChanged({ ...promotion, label: entry.label });
        bus.emit('wallet:changed', {});
        toast.show(
          entry.amount ? t('claimed_amount', { amount: formatMoney(entry.amount) }) : t(`labels.${entry.label}`),
          'success',
          TOAST_MS.success,
        );
      } else {
        const updated = await joinPromotion(promotion.id);
        onChanged(updated);
        toast.show(
          updated.category === 'deposit' && updated.label === 'JOINED' ? t('joined_deposit') : t(`labels.${updated.label}`),
          'success',
          TOAST_MS.success,
        );
      }
    } catch (error) {
      toast.show(errorText(error), 'error');
    } finally {
      setBusyId(null);
    }
  };
  return { takePart, busyId };
}
