import type { Promotion } from '../../api/promotions.api';

/** An activity's dates in the reader's language, or "ongoing" when it has no end. */
export function period(p: Promotion, language: string, t: (key: string) => string): string {
  const format = (ms: number) =>
    new Date(ms).toLocaleDateString(language === 'th' ? 'th-TH' : 'en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
  return p.endTime ? `${format(p.startTime)} – ${format(p.endTime)}` : `${format(p.startTime)} – ${t('no_end')}`;
}
