import { formatMoney, useTranslation } from '@site/shared';
import { NS } from '../../i18n';
import styles from './vip.module.css';
import type { VipRank } from './api/vip.api';
import { vipProgressShare } from './use-vip-progress';

/** The member's level and the way to the next (product-rules 4.17 share, and each requirement's bar). */
export function VipProgress({ rank }: { rank: VipRank }) {
  const { t } = useTranslation(NS);
  const next = rank.volumes?.next ?? null;
  const bars =
    next && rank.volumes
      ? [
          { key: 'deposit', done: rank.volumes.deposits, need: next.depositRequired },
          { key: 'turnover', done: rank.volumes.turnover, need: next.turnoverRequired },
        ]
      : [];
  return (
    <div className={styles.progress} data-testid="vip-progress" data-level={rank.playerRankProgress.labelId ?? ''}>
      <p className={styles.level}>
        {rank.clubLabel ? t('vip.current', { name: rank.clubLabel.labelName }) : t('vip.subtitle')}
        <span>{Math.round(vipProgressShare(rank) * 100)}%</span>
      </p>
      {next ? <p className={styles.next}>{t('vip.next', { name: next.name })}</p> : <p className={styles.next}>{t('vip.top')}</p>}
      {bars.map((b) => (
        <div key={b.key} className={styles.bar}>
          <span>{t(`vip.${b.key}`)}</span>
          <span>
            ฿{formatMoney(Math.min(b.done, b.need), 0)} / ฿{formatMoney(b.need, 0)}
          </span>
          <progress max={b.need || 1} value={Math.min(b.done, b.need)} aria-label={t(`vip.${b.key}`)} />
        </div>
      ))}
    </div>
  );
}
