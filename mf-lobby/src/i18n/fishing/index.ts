import { registerNamespace } from '@site/shared';
import th from './th.json';

/** Texts of the fishing game page ("fishing" namespace of the shared i18n instance). */
export const FISHING_NS = 'fishing';
registerNamespace(FISHING_NS, { th, en: () => import('./en.json') });
