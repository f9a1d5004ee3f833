import { useState } from 'react';
import { createPortal } from 'react-dom';
import { applyTheme, type LanguageCode, LANGUAGES, readTheme, setLanguage, type Theme, useTranslation } from '@site/shared';
import { IconCheck, IconClose, IconMoon } from './icons';
import styles from './shell.module.css';

/** product-rules 2: the language popup lists supported languages with a check on the current one; theme beside it. */
export function LanguagePicker({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('shell');
  const [theme, setTheme] = useState<Theme>(readTheme());
  const choose = (code: LanguageCode) => {
    void setLanguage(code);
    onClose();
  };
  const toggleTheme = () => {
    const next = theme === 'dark' ? 'light' : 'dark';
    applyTheme(next);
    setTheme(next);
  };
  // A portal: the sheet must sit above the sticky header and the fixed nav bar.
  return createPortal(
    <div className={styles.sheetMask} onClick={onClose} data-testid="language-picker">
      <div className={styles.sheet} onClick={(e) => e.stopPropagation()} role="dialog" aria-label={t('language')}>
        <div className={styles.sheetHead}>
          <strong>{t('language')}</strong>
          <button type="button" className={styles.iconButton} onClick={onClose} aria-label={t('close')}>
            <IconClose />
          </button>
        </div>
        <ul className={styles.sheetList}>
          {LANGUAGES.map((l) => (
            <li key={l.code}>
              <button
                type="button"
                className={styles.sheetItem}
                onClick={() => choose(l.code)}
                data-testid={`language-${l.code}`}
                aria-current={i18n.language === l.code}
              >
                <span>{l.label}</span>
                {i18n.language === l.code ? <IconCheck /> : null}
              </button>
            </li>
          ))}
        </ul>
        <div className={styles.sheetHead}>
          <strong>{t('theme')}</strong>
        </div>
        <button type="button" className={styles.sheetItem} onClick={toggleTheme} data-testid="theme-toggle">
          <span>
            <IconMoon /> {t(theme === 'dark' ? 'theme_dark' : 'theme_light')}
          </span>
          <span className={styles.switch} data-on={theme === 'dark'} />
        </button>
      </div>
    </div>,
    document.body,
  );
}
