import { useState } from 'react';
import { displayYear, monthNames, useTranslation } from '@site/shared';
import styles from './auth.module.css';

interface BirthdayFieldProps {
  label: string;
  required?: boolean;
  error?: string | null;
  /** The ISO day "YYYY-MM-DD" the API expects (spec: registration payload birthday), or '' while incomplete. */
  value: string;
  onChange: (iso: string) => void;
}

const FIRST_YEAR = 1900; // product-rules 5: birthday from 1900 to the end of the current year

/**
 * The spec's date picker for the birthday: day, month and year chosen in the site's language (Thai month names,
 * Buddhist-era years), not the browser's native "mm/dd/yyyy" input; it hands the form the ISO day.
 */
export function BirthdayField({ label, required, error, value, onChange }: BirthdayFieldProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  // The parts chosen so far; the form gets the ISO day only once all three are chosen ('' before).
  const [parts, setParts] = useState(() => {
    const [y = '', m = '', d = ''] = value ? value.split('-') : [];
    return { y, m, d };
  });
  const { y, m, d } = parts;
  const lastYear = new Date().getFullYear();
  const years = Array.from({ length: lastYear - FIRST_YEAR + 1 }, (_, i) => lastYear - i);
  const daysIn = (year: string, month: string) => (year && month ? new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate() : 31);
  const set = (change: Partial<typeof parts>) => {
    const next = { ...parts, ...change };
    if (next.d && Number(next.d) > daysIn(next.y, next.m)) next.d = String(daysIn(next.y, next.m)).padStart(2, '0');
    setParts(next);
    onChange(next.y && next.m && next.d ? `${next.y}-${next.m}-${next.d}` : '');
  };
  return (
    <fieldset className={styles.field} data-invalid={!!error} data-testid="birthday-picker" aria-invalid={!!error}>
      <legend className={styles.label}>
        {label}
        {required ? <span className={styles.required}>*</span> : null}
      </legend>
      <div className={styles.inputRow}>
        <select
          className={styles.input}
          aria-label={t('date.day')}
          value={d}
          onChange={(e) => set({ d: e.target.value })}
          data-testid="birthday-day"
        >
          <option value="">{t('date.day')}</option>
          {Array.from({ length: daysIn(y, m) }, (_, i) => String(i + 1).padStart(2, '0')).map((v) => (
            <option key={v} value={v}>
              {Number(v)}
            </option>
          ))}
        </select>
        <select
          className={styles.input}
          aria-label={t('date.month')}
          value={m}
          onChange={(e) => set({ m: e.target.value })}
          data-testid="birthday-month"
        >
          <option value="">{t('date.month')}</option>
          {monthNames(language).map((name, i) => (
            <option key={name} value={String(i + 1).padStart(2, '0')}>
              {name}
            </option>
          ))}
        </select>
        <select
          className={styles.input}
          aria-label={t('date.year')}
          value={y}
          onChange={(e) => set({ y: e.target.value })}
          data-testid="birthday-year"
        >
          <option value="">{t('date.year')}</option>
          {years.map((year) => (
            <option key={year} value={String(year)}>
              {displayYear(year, language)}
            </option>
          ))}
        </select>
      </div>
      {error ? (
        <p className={styles.error} role="alert">
          {t(error)}
        </p>
      ) : null}
    </fieldset>
  );
}
