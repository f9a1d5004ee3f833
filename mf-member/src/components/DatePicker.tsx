import { useId, useState } from 'react';
import { Dialog, DialogTitle, useTranslation } from '@site/shared';
import { NS } from '../i18n';
import {
  daysInMonth,
  formatPicked,
  fromParts,
  MINUTE_STEP,
  range,
  toParts,
  YEAR_MAX,
  YEAR_MIN,
  type DateParts,
  type PickerMode,
} from '../rules/date-rules';
import { CalendarIcon } from './icons';
import styles from './date-picker.module.css';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * product-rules 2 date picker in a bottom sheet (the shared Dialog: named by its title, Escape and the mask cancel,
 * focus kept inside and given back): columns per mode, 2000..2030, minute step 1, 24-hour.
 */
export function DatePicker({
  value,
  onChange,
  mode = 'datetime',
  label,
  testId,
}: {
  value: Date;
  onChange: (d: Date) => void;
  mode?: PickerMode;
  label: string;
  testId?: string;
}) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  const [parts, setParts] = useState<DateParts>(toParts(value));
  const titleId = useId();
  // Each opening starts from the value shown.
  const show = () => {
    setParts(toParts(value));
    setOpen(true);
  };
  const close = () => setOpen(false);

  const set = (key: keyof DateParts) => (e: React.ChangeEvent<HTMLSelectElement>) =>
    setParts((p) => ({ ...p, [key]: Number(e.target.value) }));
  const showDate = mode !== 'time';
  const columns: Array<{ key: keyof DateParts; label: string; options: number[]; text?: (n: number) => string }> = [
    ...(showDate ? [{ key: 'year' as const, label: t('picker.year'), options: range(YEAR_MIN, YEAR_MAX) }] : []),
    ...(mode === 'datetime' || mode === 'date' || mode === 'month'
      ? [{ key: 'month' as const, label: t('picker.month'), options: range(1, 12), text: pad }]
      : []),
    ...(mode === 'datetime' || mode === 'date'
      ? [{ key: 'day' as const, label: t('picker.day'), options: range(1, daysInMonth(parts.year, parts.month)), text: pad }]
      : []),
    ...(mode === 'datetime' || mode === 'time'
      ? [{ key: 'hour' as const, label: t('picker.hour'), options: range(0, 23), text: pad }]
      : []),
    ...(mode === 'datetime' || mode === 'time'
      ? [{ key: 'minute' as const, label: t('picker.minute'), options: range(0, 59, MINUTE_STEP), text: pad }]
      : []),
  ];

  return (
    <>
      <button type="button" className={styles.trigger} onClick={show} data-testid={testId}>
        <CalendarIcon size={16} />
        <span className={styles.triggerText}>
          <span className={styles.triggerLabel}>{label}</span>
          <span>{formatPicked(value, mode)}</span>
        </span>
      </button>
      {open ? (
        <Dialog className={styles.mask} onClose={close} onMaskClick={close} labelledBy={titleId} data-testid="date-picker">
          <div className={styles.sheet}>
            <div className={styles.head}>
              <button type="button" className={styles.headButton} onClick={close}>
                {t('common:cancel')}
              </button>
              <DialogTitle id={titleId}>{label}</DialogTitle>
              <button
                type="button"
                className={`${styles.headButton} ${styles.headConfirm}`}
                onClick={() => {
                  onChange(fromParts(parts));
                  close();
                }}
                data-testid="date-picker-confirm"
              >
                {t('common:confirm')}
              </button>
            </div>
            <div className={styles.preview}>{formatPicked(fromParts(parts), mode)}</div>
            <div className={styles.columns} style={{ gridTemplateColumns: `repeat(${columns.length}, 1fr)` }}>
              {columns.map((c) => (
                <label key={c.key} className={styles.column}>
                  <span>{c.label}</span>
                  <select
                    value={Math.min(parts[c.key], c.options[c.options.length - 1])}
                    onChange={set(c.key)}
                    data-testid={`picker-${c.key}`}
                  >
                    {c.options.map((n) => (
                      <option key={n} value={n}>
                        {c.text ? c.text(n) : n}
                      </option>
                    ))}
                  </select>
                </label>
              ))}
            </div>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}
