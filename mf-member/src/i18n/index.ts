import { registerNamespace } from '@site/shared';
import { NS } from './bar';
import th from './th.json';

/** The member centre's texts, added to the member bar's in the "member" namespace. */
export { NS };
registerNamespace(NS, { th, en: () => import('./en.json') });
