import { formatMoney } from '@site/shared/src/timing';
import { i18n } from '@site/shared/src/i18n/i18n';
import { formatDateTime } from '@site/shared/src/format/date';

/** Money in minor units as the site shows it (1,234.50). */
export const money = (minor: number) => formatMoney(minor);

/** A moment in the operator's language, to the minute. */
export const when = (ms: number) => formatDateTime(ms, i18n.language);
