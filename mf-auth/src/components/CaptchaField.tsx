import { forwardRef, useEffect, useState } from 'react';
import { LIMITS, useTranslation } from '@site/shared';
import { fetchCaptcha } from '../api/auth.api';
import { NS } from '../i18n';
import { Field } from './Field';
import styles from './auth.module.css';

interface CaptchaFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  /** An image already handed over by the server (a failed login's value.captcha). */
  image?: string | null;
  /** Changing it fetches a new image (the last one was spent). */
  refreshKey?: number;
  /** A label of its own where two captchas show (the SMS tab: the send button's, then the login's). */
  label?: string;
}

/** product-rules 4/5: numeric, max 6; clicking the image refreshes it and clears the field. */
export const CaptchaField = forwardRef<HTMLInputElement, CaptchaFieldProps>(function CaptchaField(
  { value, onChange, error, image, refreshKey, label },
  ref,
) {
  const { t } = useTranslation(NS);
  const [src, setSrc] = useState<string | null>(image ?? null);
  const refresh = () => {
    onChange('');
    fetchCaptcha().then(setSrc, () => setSrc(null));
  };
  useEffect(() => {
    if (image) setSrc(image);
    else refresh();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new image or a refresh asked for reloads; refresh and onChange change every render
  }, [image, refreshKey]);
  return (
    <Field
      ref={ref}
      name="captcha"
      label={label ?? t('fields.captcha')}
      placeholder={t('captcha.hint')}
      inputMode="numeric"
      maxLength={LIMITS.captchaMax}
      required
      value={value}
      error={error}
      onChange={(e) => onChange(e.target.value.replace(/[^\d-]/g, ''))}
      addon={
        <button
          type="button"
          className={styles.captchaImage}
          onClick={refresh}
          aria-label={t('captcha.refresh')}
          data-testid="captcha-image"
        >
          {src ? <img src={src} alt="" width={120} height={44} /> : <span>…</span>}
        </button>
      }
    />
  );
});
