/**
 * product-rules 3 "Config": merchant code, trial merchant, platform, default language, gateway codes, prize modes,
 * content type codes, play types, game select types, vendor groups and module ids.
 * The merchant code can be set by the page (window.__SITE__) so one build serves every white label.
 */
declare global {
  interface Window {
    __SITE__?: { merchantCode?: string; timeZone?: string };
  }
}

const pageConfig = typeof window !== 'undefined' ? window.__SITE__ : undefined;

export const siteConfig = {
  merchantCode: pageConfig?.merchantCode ?? 'DEMO',
  trialMerchant: 'DEMO_TRIAL',
  platform: 'mobile',
  defaultLanguage: 'th',
  /** The merchant's time zone (the API's TIME_ZONE): every date is written in it (shared/src/format/date). */
  timeZone: pageConfig?.timeZone ?? 'Asia/Bangkok',
  gateway: { WEB: 1, MOBILE: 3 },
} as const;

export const PRIZE_MODES = ['Lott', 'ZY', 'Elott'] as const;
export const DEFAULT_PRIZE_MODE = 'Elott';
export const CONTENT_TYPES = { Agent: 'A', Player: 'PL', Banner: 'B', PopUp: 'PU', Promotion: 'PR', Help: 'H' } as const;
export const PLAY_TYPES = ['Tradition', 'Entertainment'] as const;
export const GAME_SELECT_TYPES = ['ALL', 'FAV', 'HOT', 'RECENT', 'NEW'] as const;
export const ESPORT_VENDORS = ['AV', 'AI', 'IMES', 'TF', 'IA'] as const;
export const COCKFIGHT_VENDORS = ['SV3', 'DS88', 'DIG', 'WGB'] as const;
export const IN_HOUSE_VENDOR = 'BGS';
/** The game categories, in the order of the lobby's lanes and tabs. */
export const GAME_CATEGORIES = ['INHOUSE', 'LIVE', 'RNG', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT'] as const;
/**
 * The i18n key of a category's one name (shared common.category): the header, the lobby's lanes and lists, the game
 * page and the API all say it with these texts, so a category is never named two ways.
 */
export const categoryNameKey = (category: string) => `common:category.${category}`;
export const MODULE_IDS = {
  COMM3: 'COMM3',
  FUNDTRANS3: 'FUNDTRANS3',
  AGEANNOUNCE3: 'AGEANNOUNCE3',
  MEMTRANS3: 'MEMTRANS3',
  PERSPNL3: 'PERSPNL3',
  AGEINFO3: 'AGEINFO3',
  AGEDOWNMAN3: 'AGEDOWNMAN3',
  REG3: 'REG3',
  CAPTCHA3: 'CAPTCHA3',
  CBS3: 'CBS3',
  AFFMAN3: 'AFFMAN3',
  PROFPIC3: 'PROFPIC3',
} as const;

/** product-rules 4 start-up: app mode when the user agent is our app shell (a WebView wrapper). */
export function isAppShell(userAgent: string = typeof navigator !== 'undefined' ? navigator.userAgent : ''): boolean {
  return /RoyalWinApp|MCApp|; wv\)/i.test(userAgent);
}

/** Installed to the home screen (PWA / iOS web clip). */
export function isStandalonePwa(): boolean {
  if (typeof window === 'undefined') return false;
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

/** product-rules 2: the app download entry shows only outside the app and the PWA. */
export function showsAppDownload(): boolean {
  return !isAppShell() && !isStandalonePwa();
}
