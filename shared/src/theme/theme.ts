/** product-rules 1: theme dark or light, default dark, persisted locally. Only the shell changes it (engineering-habits H7). */
export type Theme = 'dark' | 'light';
export const THEME_STORAGE_KEY = 'theme';

export function readTheme(): Theme {
  try {
    return window.localStorage.getItem(THEME_STORAGE_KEY) === 'light' ? 'light' : 'dark';
  } catch {
    return 'dark';
  }
}

export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    /* private mode: the choice lasts for this page only */
  }
}
