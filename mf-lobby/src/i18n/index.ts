import { registerNamespace } from '@site/shared';
import th from './th.json';

/** This remote's texts live in the "lobby" namespace of the one shared i18n instance. */
export const NS = 'lobby';
registerNamespace(NS, { th, en: () => import('./en.json') });
