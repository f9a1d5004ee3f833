import { registerNamespace } from '@site/shared/src/i18n/i18n';
import th from './th.json';

/** The console's texts: TH (the default) with the code, EN in a chunk of its own. */
export const NS = 'ops';
registerNamespace(NS, { th, en: () => import('./en.json') });
