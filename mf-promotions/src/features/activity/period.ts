import { formatDate } from '@site/shared';
import type { Promotion } from '../../api/promotions.api';

/** An activity's dates in the reader's language, or "ongoing" when it has no end. */
export function period(p: Promotion, language: string, t: (key: string) => string): string {
  const format = (ms: number) => formatDate(ms, language);
  return p.endTime ? `${format(p.startTime)} – ${format(p.endTime)}` : `${format(p.startTime)} – ${t('no_end')}`;
}
