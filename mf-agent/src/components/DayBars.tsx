import { formatMoney, useTranslation } from '@site/shared';
import { NS } from '../i18n';
import styles from '../pages/agent.module.css';

type Day = { day: string; deposits: number; turnover: number; ggr: number };
const SERIES = ['deposits', 'turnover'] as const;

/**
 * The team's deposits and turnover per day as small bars: a few dozen rectangles, drawn as SVG here rather than by a
 * chart library loaded for two series.
 */
export function DayBars({ days }: { days: Day[] }) {
  const { t } = useTranslation(NS);
  const top = Math.max(1, ...days.flatMap((d) => SERIES.map((s) => d[s])));
  const width = 100 / days.length;
  return (
    <figure className={styles.chart} data-testid="agent-day-bars">
      <svg viewBox="0 0 100 40" preserveAspectRatio="none" role="img" aria-label={t('home.chart_label')}>
        {days.map((d, i) =>
          SERIES.map((s, j) => {
            const h = (d[s] / top) * 38;
            return (
              <rect
                key={`${d.day}-${s}`}
                x={i * width + (j * width) / 2 + width * 0.08}
                y={40 - h}
                width={width * 0.34}
                height={h}
                className={styles[`bar_${s}`]}
              >
                <title>{`${d.day} ${t(`figures.${s}`)} ${formatMoney(d[s])}`}</title>
              </rect>
            );
          }),
        )}
      </svg>
      <figcaption>
        {SERIES.map((s) => (
          <span key={s}>
            <i className={styles[`bar_${s}`]} />
            {t(`figures.${s}`)}
          </span>
        ))}
        <span>
          {days[0].day.slice(5)} – {days[days.length - 1].day.slice(5)}
        </span>
      </figcaption>
    </figure>
  );
}
