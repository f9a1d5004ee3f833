import { registerNamespace } from '@site/shared';
import th from './th.json';

/** This remote's texts live in the "promotions" namespace of the one shared i18n instance. */
export const NS = 'promotions';
registerNamespace(NS, { th, en: () => import('./en.json') });
