import { formatMoney, useTranslation } from '@site/shared';
import { NS } from '../i18n';
import { parseAmount } from '../rules/balance-rules';
import ui from './ui.module.css';

/**
 * An amount in baht (up to 2 decimals) with quick chips; the parent gets minor units through parseAmount and checks
 * it (features/payment-orders/order-rules.ts), handing the message's key back as errorKey.
 */
export function AmountField({
  value,
  onChange,
  errorKey,
  presets = [10000, 50000, 100000, 500000],
  min,
  max,
  allAmount,
}: {
  value: string;
  onChange: (v: string) => void;
  errorKey: string | null;
  presets?: number[];
  min?: number;
  max?: number;
  /** Offers an "all" chip that fills this amount (minor units). */
  allAmount?: number;
}) {
  const { t } = useTranslation(NS);
  const minor = parseAmount(value);
  const toText = (m: number) => (m % 100 === 0 ? String(m / 100) : (m / 100).toFixed(2));
  return (
    <div className={ui.field}>
      <label className={ui.label} htmlFor="amount">
        {t('money.amount')}
      </label>
      <input
        id="amount"
        name="amount"
        className={ui.input}
        inputMode="decimal"
        autoComplete="off"
        placeholder={min !== undefined && max !== undefined ? t('money.range', { min: formatMoney(min), max: formatMoney(max) }) : '0.00'}
        value={value}
        aria-invalid={!!errorKey}
        onChange={(e) => onChange(e.target.value.replace(/[^\d.,]/g, ''))}
        data-testid="amount-input"
      />
      {errorKey ? (
        <p className={ui.error}>
          {errorKey === 'money.range' ? t(errorKey, { min: formatMoney(min ?? 0), max: formatMoney(max ?? 0) }) : t(errorKey)}
        </p>
      ) : null}
      <div className={ui.chips}>
        {presets.map((p) => (
          <button key={p} type="button" className={`${ui.chip} ${minor === p ? ui.chipActive : ''}`} onClick={() => onChange(toText(p))}>
            {formatMoney(p, 0)}
          </button>
        ))}
        {allAmount !== undefined && allAmount > 0 ? (
          <button
            type="button"
            className={`${ui.chip} ${minor === allAmount ? ui.chipActive : ''}`}
            onClick={() => onChange(toText(allAmount))}
            data-testid="amount-all"
          >
            {t('money.all')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
