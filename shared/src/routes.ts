import type { RemoteName } from './contract/remote-contract';
import { categoryNameKey } from './system/site-config';

/**
 * product-rules 2: every route and the remote that owns it. The shell mounts each remote for its paths from this
 * table; the remote's ./App declares its screens for the same paths as its own <Routes> (docs/front-end.md).
 */
export interface RouteEntry {
  path: string;
  remote: RemoteName;
  /** i18n key in the "shell" namespace for the header title ('common:category.X' for a game category's list). */
  title: string;
}

/** product-rules 2: these show Home. */
export const HOME_PATHS = ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home'] as const;
/** product-rules 2: auth popups opened by URL over home. */
export const AUTH_POPUP_PATHS = {
  '/m/login': 'login',
  '/m/register': 'register',
  '/m/forget': 'forget',
  '/m/changePsw': 'changePsw',
} as const;
export type AuthView = (typeof AUTH_POPUP_PATHS)[keyof typeof AUTH_POPUP_PATHS];
/** product-rules 2: aliases. */
export const ROUTE_ALIASES: Record<string, string> = { '/m/register.html': '/m/register', '/download': '/m/download' };

const lobby = (path: string, title: string): RouteEntry => ({ path, remote: 'mf-lobby', title });
const member = (path: string, title: string): RouteEntry => ({ path, remote: 'mf-member', title });
const promotions = (path: string, title: string): RouteEntry => ({ path, remote: 'mf-promotions', title });
const agent = (path: string, title: string): RouteEntry => ({ path, remote: 'mf-agent', title });
const messaging = (path: string, title: string): RouteEntry => ({ path, remote: 'mf-messaging', title });

export const ROUTES: readonly RouteEntry[] = [
  { path: '/m/trail', remote: 'mf-auth', title: 'free_trial' },
  lobby('/m/live-games', categoryNameKey('LIVE')),
  lobby('/m/slot-games', categoryNameKey('RNG')),
  lobby('/m/sport-games', categoryNameKey('SPORTS')),
  lobby('/m/esport-games', categoryNameKey('ESPORTS')),
  lobby('/m/cockfight', categoryNameKey('COCKFIGHT')),
  lobby('/m/fishing-games', categoryNameKey('FISH')),
  lobby('/m/poker-games', categoryNameKey('PVP')),
  lobby('/m/pvp-games', categoryNameKey('PVP')),
  lobby('/m/lott', categoryNameKey('LOTT')),
  lobby('/m/elott', categoryNameKey('ELOTT')),
  lobby('/m/hot-games', 'hot_games'),
  lobby('/m/inHouse', categoryNameKey('INHOUSE')),
  lobby('/m/fav-games', 'favourites'),
  lobby('/m/roulette', 'roulette'),
  lobby('/m/baccarat', 'baccarat'),
  lobby('/m/provider', 'providers'),
  lobby('/m/pg-soft', 'pg_soft'),
  lobby('/m/gameCenter', 'game_center'),
  lobby('/m/gameList', 'game_center'),
  lobby('/m/slotsCenter', categoryNameKey('RNG')),
  lobby('/m/search', 'slot_search'),
  lobby('/m/download', 'download_promo'),
  lobby('/m/lottery', categoryNameKey('LOTT')),
  lobby('/m/app', 'game'),
  member('/m/member/home', 'member_center'),
  member('/m/mine', 'member_center'),
  member('/m/voucherCenter', 'deposit'),
  member('/m/withdraw', 'withdraw'),
  member('/m/transfer', 'transfer'),
  member('/m/transaction/record', 'transaction_record'),
  member('/m/gameRecord', 'game_record'),
  member('/m/securityCenter', 'security_center'),
  member('/m/set', 'personal_setting'),
  promotions('/m/activity', 'promotion'),
  promotions('/m/activityDetail', 'promotion'),
  promotions('/m/member/benefits', 'vip_benefits'),
  promotions('/m/inviteFriends', 'invite_friends'),
  promotions('/m/member/manualRebate', 'manual_rebate'),
  promotions('/m/leaderBoard', 'leader_board'),
  promotions('/m/rewardCenter', 'reward_center'),
  agent('/m/agent', 'agent'),
  agent('/m/agent/downlines', 'agent_downlines'),
  agent('/m/agent/links', 'agent_links'),
  agent('/m/agent/transfer', 'agent_transfer'),
  agent('/m/agent/rebates', 'agent_rebates'),
  agent('/m/member/agent/getSalaryContract', 'salary_contract'),
  agent('/m/member/agent/getDevidendContract', 'dividend_contract'),
  agent('/m/member/agent/getHourContract', 'hour_contract'),
  messaging('/m/help', 'message_center'),
  messaging('/m/notice', 'message_center'),
  messaging('/m/feedback', 'message_center'),
  messaging('/m/chat', 'live_chat'),
  messaging('/m/message', 'messages'),
  messaging('/m/messages', 'messages'),
  messaging('/m/webEmail', 'messages'),
];

/** True when path is p or below it ("/m/agent" covers "/m/agent/x" but not "/m/agents"). */
export function pathWithin(path: string, p: string): boolean {
  return path === p || path.startsWith(p.endsWith('/') ? p : `${p}/`);
}

export function findRoute(path: string): RouteEntry | undefined {
  return ROUTES.find((r) => r.path === path) ?? ROUTES.find((r) => pathWithin(path, r.path));
}
