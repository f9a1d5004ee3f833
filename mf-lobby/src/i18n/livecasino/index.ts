import { registerNamespace } from '@site/shared';
import th from './th.json';

/** Texts of the live roulette and sic bo tables and the cockfight arenas ("livecasino" namespace of the shared i18n instance). */
export const LIVE_NS = 'livecasino';
registerNamespace(LIVE_NS, { th, en: () => import('./en.json') });
