import { registerNamespace } from '@site/shared';
import th from './bar.th.json';

/**
 * This remote's texts live in the "member" namespace of the one shared i18n instance. The member bar and the
 * balance widget need only these few, so the home page does not download the member centre's texts.
 */
export const NS = 'member';
registerNamespace(NS, { th, en: () => import('./bar.en.json') });
