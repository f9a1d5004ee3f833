import { useRef } from 'react';
import { LIMITS } from '@site/shared';
import styles from './pin.module.css';

/** A 6-digit payment password: six boxes over one real input (numeric keyboard, paste works, never shown). */
export function PinInput({
  value,
  onChange,
  name,
  label,
  autoFocus = false,
}: {
  value: string;
  onChange: (v: string) => void;
  name: string;
  label: string;
  autoFocus?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <label className={styles.pin} onClick={() => input.current?.focus()}>
      <span className={styles.srOnly}>{label}</span>
      <input
        ref={input}
        name={name}
        className={styles.real}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={LIMITS.paymentPasswordLength}
        value={value}
        autoFocus={autoFocus}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, LIMITS.paymentPasswordLength))}
        data-testid={`pin-${name}`}
      />
      {Array.from({ length: LIMITS.paymentPasswordLength }, (_, i) => (
        <span key={i} className={`${styles.box} ${i === value.length ? styles.current : ''}`} aria-hidden="true">
          {i < value.length ? <span className={styles.dot} /> : null}
        </span>
      ))}
    </label>
  );
}
