import { depositBonus, formatMoney, useTranslation, type DepositPromotion } from '@site/shared';
import { NS } from '../../i18n';
import ui from '../../components/ui.module.css';
import styles from './deposit-promotions.module.css';
import { useDepositPromotions } from './use-deposit-promotions';

/**
 * The product rules' promo list on /m/voucherCenter: the deposit promotions the member may pick before depositing, the one
 * picked, and the bonus the amount typed would earn. The pick is kept by the API (accept promo) and applied when the
 * deposit is paid.
 */
export function DepositPromotionPicker({ amount }: { amount: number | null }) {
  const { t } = useTranslation(NS);
  const { state, busy, pick } = useDepositPromotions();
  if (!state || state.promotions.length === 0) return null;

  const conditions = (p: DepositPromotion) =>
    [
      t('promo.min_deposit', { amount: formatMoney(p.minDeposit) }),
      t('promo.max_bonus', { amount: formatMoney(p.maxBonus) }),
      p.depositMultiple > 0
        ? t('promo.turnover_both', { bonus: p.bonusMultiple, deposit: p.depositMultiple })
        : t('promo.turnover_bonus', { bonus: p.bonusMultiple }),
    ].join(' · ');

  return (
    <div className={ui.card} data-testid="deposit-promotions">
      <h2 className={ui.cardTitle}>{t('promo.title')}</h2>
      <div className={styles.options} role="radiogroup" aria-label={t('promo.title')}>
        <label className={styles.option} data-selected={state.selectedId === null}>
          <input
            type="radio"
            name="depositPromotion"
            checked={state.selectedId === null}
            disabled={busy}
            onChange={() => pick(null)}
            data-testid="deposit-promotion-none"
          />
          <span className={styles.text}>
            <strong>{t('promo.none')}</strong>
          </span>
        </label>
        {state.promotions.map((p) => {
          const selected = state.selectedId === p.id;
          const bonus = depositBonus(p, amount);
          return (
            <label key={p.id} className={styles.option} data-selected={selected} data-testid={`deposit-promotion-${p.code}`}>
              <input type="radio" name="depositPromotion" checked={selected} disabled={busy} onChange={() => pick(p.id)} />
              <span className={styles.text}>
                <strong>
                  {p.title}
                  <span className={styles.percent}>{p.percent}%</span>
                </strong>
                <span className={ui.itemSub}>{p.summary}</span>
                <span className={styles.conditions}>{conditions(p)}</span>
                {p.label === 'PROCESS' ? <span className={`${ui.badge} ${ui.badgeWarn}`}>{t('promo.waiting')}</span> : null}
                {selected && bonus > 0 ? (
                  <span className={styles.bonus} data-testid="deposit-promotion-bonus">
                    {t('promo.bonus_for', { bonus: formatMoney(bonus) })}
                  </span>
                ) : null}
                {selected && amount && bonus === 0 ? (
                  <span className={ui.hint}>{t('promo.below_min', { amount: formatMoney(p.minDeposit) })}</span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
    </div>
  );
}
