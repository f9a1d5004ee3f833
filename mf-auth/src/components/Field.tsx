import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { type FieldContract, useTranslation } from '@site/shared';
import styles from './auth.module.css';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement>, FieldContract {
  addon?: ReactNode;
}

/** product-rules 5: required fields show an asterisk; the message sits under the field. */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field({ label, error, addon, required, id, ...input }, ref) {
  const { t } = useTranslation();
  const inputId = id ?? `f-${input.name}`;
  return (
    <div className={styles.field} data-invalid={!!error}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
        {required ? <span className={styles.required}>*</span> : null}
      </label>
      <div className={styles.inputRow}>
        <input ref={ref} id={inputId} className={styles.input} aria-invalid={!!error} {...input} />
        {addon}
      </div>
      {error ? (
        <p className={styles.error} role="alert">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
});
