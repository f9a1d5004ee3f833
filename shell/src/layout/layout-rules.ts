import { HOME_PATHS, AUTH_POPUP_PATHS, findRoute, pathWithin, type AuthView } from '@site/shared';

/** product-rules 2: the footer is hidden on these paths. */
const FOOTER_HIDDEN = ['/m/lottery', '/m/app', '/m/agent', '/m/chat'];
/** product-rules 2: on these the back button goes to /m/home, otherwise one page back. */
const BACK_HOME = ['/m/login', '/m/register', '/m/trail', '/m/activity', '/m/forget'];

export function isHomePath(path: string): boolean {
  return (HOME_PATHS as readonly string[]).includes(path);
}

export function isFooterHidden(path: string): boolean {
  return FOOTER_HIDDEN.some((p) => pathWithin(path, p));
}

/** '/m/home' for the product rules' listed pages, else -1 (one page back). */
export function backTarget(path: string): '/m/home' | -1 {
  return BACK_HOME.includes(path) ? '/m/home' : -1;
}

/** The auth popups' titles (keys of the "shell" namespace): the header's on their paths, and the dialog's name. */
export const AUTH_POPUP_TITLES: Record<AuthView, string> = {
  login: 'login',
  register: 'register',
  forget: 'forgot_password',
  changePsw: 'first_password',
};

/** product-rules 2: header titles by path (keys of the "shell" namespace). */
export function titleKey(path: string): string {
  if (isHomePath(path)) return 'home';
  const popup = authPopupView(path);
  return popup ? AUTH_POPUP_TITLES[popup] : (findRoute(path)?.title ?? 'home');
}

export type NavItem = 'home' | 'promotions' | 'vip' | 'agent' | 'member';

/** product-rules 2: which footer nav item is highlighted. */
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
