import i18next from 'i18next';
import th from './th.json';

/** product-rules 1: default TH; supported TH and EN. */
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
void i18n.init({
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGES.map((l) => l.code),
  ns: ['common', 'errors'],
  defaultNS: 'common',
  resources: {},
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

type Texts = Record<string, unknown>;
/** A namespace's texts in one language: with the code (the default language), or loaded when first needed. */
export type TextsSource = Texts | (() => Promise<Texts | { default: Texts }>);

/**
 * Texts of other languages than the default travel in their own chunks and load when a language needs them
 * (a TH visitor never downloads the EN texts). Per language: namespace -> loader, until loaded.
 */
const lazyTexts = new Map<string, Map<string, () => Promise<void>>>();
// A namespace may be registered in parts (mf-member: the member bar's texts, then the member centre's): each
// part keeps its own loader, so the second never replaces the first before it has loaded.
let registrations = 0;

export function registerNamespace(namespace: string, resources: Record<LanguageCode, TextsSource>): void {
  for (const [language, source] of Object.entries(resources)) {
    if (typeof source !== 'function') {
      i18n.addResourceBundle(language, namespace, source, true, true);
      continue;
    }
    let loading: Promise<void> | null = null;
    const part = `${namespace}#${++registrations}`;
    const load = () => {
      loading ??= source().then(
        (module) => {
          i18n.addResourceBundle(language, namespace, 'default' in module ? module.default : module, true, true);
          lazyTexts.get(language)?.delete(part);
        },
        (error) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    };
    if (!lazyTexts.has(language)) lazyTexts.set(language, new Map());
    lazyTexts.get(language)!.set(part, load);
    // The current language's texts start loading at once, with the code that registers them.
    if (language === i18n.language) load().catch(() => undefined);
  }
}

/** Resolves once every registered namespace has its texts in the language (the shell and RemoteMount wait on it). */
export async function languageReady(language: string = i18n.language): Promise<void> {
  const pending = [...(lazyTexts.get(language)?.values() ?? [])].map((load) => load());
  // A chunk that fails to load leaves the default language's texts in place (i18next's fallback).
  await Promise.allSettled(pending);
}

// The site's own texts: TH with the code, EN in a chunk of its own.
const sharedEn = () => import('./en.json').then((module) => module.default);
registerNamespace('common', { th: th.common, en: () => sharedEn().then((en) => en.common) });
registerNamespace('errors', { th: th.errors, en: () => sharedEn().then((en) => en.errors) });

/** Only the shell changes the language (engineering-habits H7); remotes follow the shared instance. */
export async function setLanguage(code: LanguageCode): Promise<void> {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    /* private mode: the choice lasts for this page only */
  }
  await languageReady(code);
  await i18n.changeLanguage(code);
  if (typeof document !== 'undefined') document.documentElement.lang = code;
}

/** api-conventions A2.3: the Language header is upper case (TH, EN). */
export function toHeaderLanguage(code: string | undefined): string {
  return (code || DEFAULT_LANGUAGE).toUpperCase();
}
