import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import th from './th.json';
import en from './en.json';

/** spec 1: default TH; supported TH and EN. */
export const LANGUAGES = [
  { code: 'th', label: 'ไทย' },
  { code: 'en', label: 'English' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const DEFAULT_LANGUAGE: LanguageCode = 'th';
export const LANGUAGE_STORAGE_KEY = 'language';

function storedLanguage(): LanguageCode {
  try {
    const value = typeof window !== 'undefined' ? window.localStorage.getItem(LANGUAGE_STORAGE_KEY) : null;
    return LANGUAGES.some((l) => l.code === value) ? (value as LanguageCode) : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** The one i18next instance of the site; each remote adds its own namespace with registerNamespace. */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGES.map((l) => l.code),
  ns: ['common', 'errors'],
  defaultNS: 'common',
  resources: { th, en } as unknown as Resource,
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

export function registerNamespace(namespace: string, resources: { th: object; en: object }): void {
  i18n.addResourceBundle('th', namespace, resources.th, true, true);
  i18n.addResourceBundle('en', namespace, resources.en, true, true);
}

/** Only the shell changes the language (STYLE 7); remotes follow the shared instance. */
export async function setLanguage(code: LanguageCode): Promise<void> {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    /* private mode: the choice lasts for this page only */
  }
  await i18n.changeLanguage(code);
  if (typeof document !== 'undefined') document.documentElement.lang = code;
}

/** API-NOTES: the Language header is upper case (TH, EN). */
export function toHeaderLanguage(code: string | undefined): string {
  return (code || DEFAULT_LANGUAGE).toUpperCase();
}
