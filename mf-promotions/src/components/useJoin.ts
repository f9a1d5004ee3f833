import { useState } from 'react';
import { bus, errorText, isRealMember, sessionStore, toast, TOAST_MS, useTranslation } from '@site/shared';
import { joinPromotion, type Promotion } from '../api/promotions.api';
import { NS } from '../i18n';

/**
 * Join / apply / claim a promotion. Guests get the login popup and trial members free_reject (spec 6).
 * busyId is the promotion being sent; onJoined receives the promotion with its new label.
 */
export function useJoin(onJoined: (promotion: Promotion) => void) {
  const { t } = useTranslation(NS);
  const [busyId, setBusyId] = useState<number | null>(null);
  const join = async (promotion: Promotion) => {
    const session = sessionStore.getState().session;
    if (!session) return bus.emit('auth:open', { view: 'login' });
    if (!isRealMember(session)) return toast.show(t('common:free_reject'), 'error', TOAST_MS.freeReject);
    setBusyId(promotion.id);
    try {
      const updated = await joinPromotion(promotion.id);
      onJoined(updated);
      toast.show(t(`labels.${updated.label}`), 'success', TOAST_MS.success);
    } catch (error) {
      toast.show(errorText(error), 'error');
    } finally {
      setBusyId(null);
    }
  };
  return { join, busyId };
}
