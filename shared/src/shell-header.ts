import { pathWithin } from './routes';

/** product-rules 2: the header is hidden on these paths (and below them). */
const HEADER_HIDDEN = ['/m/message', '/m/app', '/m/lottery', '/m/agent', '/m/activity'];
/**
 * product-rules 2: the home-shell top bar replaces the plain header here. /m/activity is also in the hidden list:
 * both readings coexist, as the plain header is hidden there and the top bar shows instead.
 */
const HOME_TOP_BAR = [
  '/',
  '/m',
  '/m/',
  '/m/home',
  '/m/index',
  '/m/index.html',
  '/m/login',
  '/m/register',
  '/m/forget',
  '/m/changePsw',
  '/m/activity',
];

export type HeaderKind = 'homeTopBar' | 'plain' | 'none';

/**
 * The shell's header for a path. The shell draws it; a remote screen draws a top bar of its own only where this
 * is 'none', so a page never shows two headers.
 */
export function headerKind(path: string): HeaderKind {
  if (HOME_TOP_BAR.includes(path)) return 'homeTopBar';
  return HEADER_HIDDEN.some((p) => pathWithin(path, p)) ? 'none' : 'plain';
}
