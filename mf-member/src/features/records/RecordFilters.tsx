import { useTranslation } from '@site/shared';
import { NS } from '../../i18n';
import { DatePicker } from '../../components/DatePicker';
import { lastDays } from '../../rules/date-rules';
import ui from '../../components/ui.module.css';
import styles from './records.module.css';

export interface DateRange {
  start: Date;
  end: Date;
}

const QUICK = [1, 7, 30] as const;

/** Start/end date pickers plus quick ranges (today, 7 days, 30 days). */
export function RecordFilters({ value, onChange }: { value: DateRange; onChange: (r: DateRange) => void }) {
  const { t } = useTranslation(NS);
  const active = QUICK.find((d) => {
    const r = lastDays(d);
    return r.start.getTime() === value.start.getTime() && r.end.getTime() === value.end.getTime();
  });
  return (
    <div className={styles.filters}>
      <div className={ui.chips}>
        {QUICK.map((d) => (
          <button
            key={d}
            type="button"
            className={`${ui.chip} ${active === d ? ui.chipActive : ''}`}
            onClick={() => onChange(lastDays(d))}
            data-testid={`range-${d}`}
          >
            {d === 1 ? t('records.today') : t('records.days', { count: d })}
          </button>
        ))}
      </div>
      <div className={styles.dates}>
        <DatePicker
          label={t('records.start')}
          value={value.start}
          onChange={(start) => onChange({ start, end: start > value.end ? start : value.end })}
          testId="range-start"
        />
        <span className={styles.dash}>–</span>
        <DatePicker
          label={t('records.end')}
          value={value.end}
          onChange={(end) => onChange({ start: end < value.start ? end : value.start, end })}
          testId="range-end"
        />
      </div>
    </div>
  );
}
