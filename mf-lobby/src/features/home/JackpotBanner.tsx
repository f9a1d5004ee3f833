import { memo, useEffect, useRef, useState } from 'react';
import { formatNumber, useTranslation } from '@site/shared';
import type { JackpotConfig } from '../../api/lobby.api';
import { NS } from '../../i18n';
import { useNearScreen } from '../../hooks/use-near-screen';
import styles from './home.module.css';

const randomInt = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

/**
 * product-rules 2 jackpot counter, either reading (merchant setting): ROLLING rolls between min and max (0 decimals);
 * RISING starts at 1.2-1.3 billion and rises by 10,000-50,000 every 3, 4 or 5 seconds. It moves while `running`
 * (on screen) and goes on from where it stood.
 */
export function useJackpotValue(config: JackpotConfig | null, running = true): number | null {
  const [value, setValue] = useState<number | null>(null);
  useEffect(() => {
    if (!config) return;
    setValue(config.mode === 'ROLLING' ? randomInt(config.min, config.max) : config.start);
  }, [config]);
  useEffect(() => {
    if (!config || !running) return;
    if (config.mode === 'ROLLING') {
      const timer = setInterval(() => {
        setValue((v) => {
          const next = (v ?? config.min) + randomInt(1, 997);
          return next > config.max ? config.min + (next - config.max) : next;
        });
      }, 120);
      return () => clearInterval(timer);
    }
    let timer: ReturnType<typeof setTimeout>;
    const rise = () => {
      timer = setTimeout(
        () => {
          setValue((v) => (v ?? config.start) + randomInt(config.stepMin, config.stepMax));
          rise();
        },
        config.stepSeconds[randomInt(0, config.stepSeconds.length - 1)] * 1000,
      );
    };
    rise();
    return () => clearTimeout(timer);
  }, [config, running]);
  return value;
}

export const JackpotBanner = memo(function JackpotBanner({ config }: { config: JackpotConfig | null }) {
  const { t } = useTranslation(NS);
  const box = useRef<HTMLDivElement>(null);
  const value = useJackpotValue(config, useNearScreen(box));
  const digits = value === null ? '' : formatNumber(value);
  return (
    <div ref={box} className={styles.jackpot} data-testid="jackpot" data-mode={config?.mode}>
      <span className={styles.jackpotLabel}>{t('jackpot')}</span>
      <div className={styles.jackpotValue} aria-live="off">
        <span className={styles.jackpotCurrency}>{config?.currencySymbol ?? '฿'}</span>
        {digits.split('').map((c, i) => (
          <span key={i} className={c === ',' ? styles.jackpotComma : styles.jackpotDigit}>
            {c}
          </span>
        ))}
      </div>
    </div>
  );
});
