import { useId, useState } from 'react';
import {
  applyTheme,
  Dialog,
  DialogTitle,
  type LanguageCode,
  LANGUAGES,
  readTheme,
  setLanguage,
  type Theme,
  useTranslation,
} from '@site/shared';
import { IconCheck, IconClose, IconMoon } from './icons';
import styles from './shell.module.css';

/** product-rules 2: the language popup lists supported languages with a check on the current one; theme beside it. */
export function LanguagePicker({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('shell');
  const [theme, setTheme] = useState<Theme>(readTheme());
  const titleId = useId();
  const choose = (code: LanguageCode) => {
    void setLanguage(code);
    onClose();
  };
  const toggleTheme = () => {
    const next = theme === 'dark' ? 'light' : 'dark';
    applyTheme(next);
    setTheme(next);
  };
  return (
    <Dialog className={styles.sheetMask} onClose={onClose} onMaskClick={onClose} labelledBy={titleId} data-testid="language-picker">
      <div className={styles.sheet}>
        <div className={styles.sheetHead}>
          <DialogTitle id={titleId}>{t('language')}</DialogTitle>
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
    </Dialog>
  );
}
