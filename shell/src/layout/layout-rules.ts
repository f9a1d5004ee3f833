import { HOME_PATHS, AUTH_POPUP_PATHS, findRoute, pathWithin } from '@site/shared';

/** spec 2: the footer is hidden on these paths. */
const FOOTER_HIDDEN = ['/m/lottery', '/m/app', '/m/agent'];
/** spec 2: on these the back button goes to /m/home, otherwise one page back. */
const BACK_HOME = ['/m/login', '/m/register', '/m/trail', '/m/activity', '/m/forget'];

export function isHomePath(path: string): boolean {
  return (HOME_PATHS as readonly string[]).includes(path);
}

export function isFooterHidden(path: string): boolean {
  return FOOTER_HIDDEN.some((p) => pathWithin(path, p));
}

/** '/m/home' for the spec's listed pages, else -1 (one page back). */
export function backTarget(path: string): '/m/home' | -1 {
  return BACK_HOME.includes(path) ? '/m/home' : -1;
}

const POPUP_TITLES: Record<string, string> = {
  '/m/login': 'login',
  '/m/register': 'register',
  '/m/forget': 'forgot_password',
  '/m/changePsw': 'first_password',
};

/** spec 2: header titles by path (keys of the "shell" namespace). */
export function titleKey(path: string): string {
  if (isHomePath(path)) return 'home';
  return POPUP_TITLES[path] ?? findRoute(path)?.title ?? 'home';
}

export type NavItem = 'home' | 'promotions' | 'vip' | 'agent' | 'member';

/** spec 2: which footer nav item is highlighted. */
export function activeNavItem(path: string): NavItem | null {
  if (isHomePath(path)) return 'home';
  if (path === '/m/activity' || path === '/m/activityDetail') return 'promotions';
  if (path === '/m/member/benefits') return 'vip';
  if (pathWithin(path, '/m/agent') || path === '/m/inviteFriends') return 'agent';
  if (path === '/m/member/home' || path === '/m/mine') return 'member';
  return null;
}

export function authPopupView(path: string) {
  return AUTH_POPUP_PATHS[path as keyof typeof AUTH_POPUP_PATHS] ?? null;
}
