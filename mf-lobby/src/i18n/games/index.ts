import { registerNamespace } from '@site/shared';
import th from './th.json';

/** Texts of the game pages and the lottery screens ("games" namespace of the shared i18n instance). */
export const GAMES_NS = 'games';
registerNamespace(GAMES_NS, { th, en: () => import('./en.json') });
