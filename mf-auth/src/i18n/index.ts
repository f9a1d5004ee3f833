import { registerNamespace } from '@site/shared';
import th from './th.json';

/** This remote's texts live in the "auth" namespace of the one shared i18n instance. */
export const NS = 'auth';
registerNamespace(NS, { th, en: () => import('./en.json') });
