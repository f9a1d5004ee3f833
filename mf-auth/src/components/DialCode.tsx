import { useTranslation } from '@site/shared';
import { NS } from '../i18n';
import styles from './auth.module.css';

/** The mobile number's country dialing code, beside the number (login, registration, forgot password). */
export function DialCode({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation(NS);
  return (
    <select className={styles.dial} value={value} onChange={(e) => onChange(e.target.value)} aria-label={t('fields.dialCode')}>
      {['66', '84', '855', '95', '60', '62', '63', '65', '86', '44', '1'].map((c) => (
        <option key={c} value={c}>
          +{c}
        </option>
      ))}
    </select>
  );
}
