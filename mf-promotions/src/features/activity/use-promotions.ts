import { useQuery } from '@tanstack/react-query';
import { useSession, useTranslation } from '@site/shared';
import { queryKeys } from '@site/shared/src/query';
import { fetchPromotion, fetchPromotions, type Category } from '../../api/promotions.api';
import { NS } from '../../i18n';

/**
 * Every activity read (lists and details) sits under this key: texts in the reader's language, labels the member's
 * (the session's token is part of each key). Joining or claiming invalidates them all.
 */
export const PROMOTIONS_KEY = queryKeys.content('promotions');

/** The activities of a category (all when empty), in the reader's language, with the member's labels (null while loading). */
export function usePromotions(category: Category | '') {
  const { i18n } = useTranslation(NS);
  const token = useSession((s) => s.session?.token ?? null);
  const query = useQuery({
    queryKey: [...PROMOTIONS_KEY, 'list', category, i18n.language, token],
    queryFn: () => fetchPromotions(category || undefined),
  });
  return query.data ?? (query.isError ? [] : null);
}

/** One activity (undefined while loading, null when there is none). */
export function usePromotion(id: number) {
  const { i18n } = useTranslation(NS);
  const token = useSession((s) => s.session?.token ?? null);
  const valid = Number.isInteger(id) && id >= 1;
  const query = useQuery({
    queryKey: [...PROMOTIONS_KEY, 'one', id, i18n.language, token],
    queryFn: () => fetchPromotion(id),
    enabled: valid,
  });
  if (!valid || query.isError) return null;
  return query.data;
}
