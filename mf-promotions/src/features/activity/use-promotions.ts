import { useCallback, useEffect, useState } from 'react';
import { useSession, useTranslation } from '@site/shared';
import { fetchPromotion, fetchPromotions, type Category, type Promotion } from '../../api/promotions.api';
import { NS } from '../../i18n';

/** The activities of a category (all when empty), in the reader's language, with the member's labels; replace() updates one. */
export function usePromotions(category: Category | '') {
  const { i18n } = useTranslation(NS);
  const token = useSession((s) => s.session?.token);
  const [items, setItems] = useState<Promotion[] | null>(null);
  useEffect(() => {
    let alive = true;
    setItems(null);
    fetchPromotions(category || undefined).then(
      (list) => alive && setItems(list),
      () => alive && setItems([]),
    );
    return () => {
      alive = false;
    };
  }, [category, token, i18n.language]);
  const replace = useCallback(
    (updated: Promotion) => setItems((list) => list?.map((p) => (p.id === updated.id ? updated : p)) ?? null),
    [],
  );
  return { items, replace };
}

/** One activity (undefined while loading, null when there is none). */
export function usePromotion(id: number) {
  const { i18n } = useTranslation(NS);
  const token = useSession((s) => s.session?.token);
  const [promotion, setPromotion] = useState<Promotion | null | undefined>(undefined);
  useEffect(() => {
    if (!Number.isInteger(id) || id < 1) return setPromotion(null);
    let alive = true;
    fetchPromotion(id).then(
      (value) => alive && setPromotion(value),
      () => alive && setPromotion(null),
    );
    return () => {
      alive = false;
    };
  }, [id, token, i18n.language]);
  return { promotion, setPromotion };
}
