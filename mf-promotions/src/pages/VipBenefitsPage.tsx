import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { EmptyState, formatMoney, isSwitchOn, Spinner, systemStore, toast, TOAST_MS, useTranslation } from '@site/shared';
import type { VipBenefits } from '../api/promotions.api';
import { NS } from '../i18n';
import { VipProgress } from '../features/vip/VipProgress';
import { useVipLevels, useVipProgress } from '../features/vip/use-vip-progress';
import styles from './promotions.module.css';

const MEDALS = ['#c98b4f', '#aeb6c4', '#f6c244', '#7fd3e6', '#b48cff'];
/** Every benefit of a level, in the order the page lists them. */
/** The figures shown per level (the per-category rebate rates refine rebatePercent and are not listed). */
type ShownBenefit = Exclude<keyof VipBenefits, 'rebatePercents'>;
const BENEFITS: ReadonlyArray<ShownBenefit> = ['withdrawalsPerDay', 'withdrawMaxAmount', 'rebatePercent', 'birthdayGift'];

/** product-rules 6: VIP benefits open only when the VIP-benefit switch is on, else toast contact_service for 2 s. */
export function VipBenefitsPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const rank = useVipProgress();
  const allowed = isSwitchOn(systemStore.getState().status, 'VIPBENEFIT');
  const levels = useVipLevels(allowed);

  useEffect(() => {
    if (!allowed) {
      toast.show(t('common:contact_service'), 'info', TOAST_MS.contactService);
      navigate('/m/home', { replace: true });
    }
  }, [allowed, navigate, t]);

  if (!allowed) return null;
  if (!levels) return <Spinner />;
  if (!levels.length) return <EmptyState text={t('common:in_no_data')} />;
  const current = rank?.clubLabel?.labelName;
  return (
    <section className={styles.page} data-screen="vip">
      <div className={styles.vipHero}>
        <h2>{t('vip.title')}</h2>
        {rank ? <VipProgress rank={rank} /> : <p>{t('vip.subtitle')}</p>}
      </div>
      <ul className={styles.list}>
        {levels.map((level) => (
          <li key={level.level} className={styles.vipCard} data-current={current === level.name} data-testid="vip-level">
            <div className={styles.vipHead}>
              <span className={styles.medal} style={{ background: MEDALS[level.level % MEDALS.length] }}>
                V{level.level}
              </span>
              <strong>{level.name}</strong>
            </div>
            <dl className={styles.vipGrid}>
              <dt>{t('vip.deposit')}</dt>
              <dd>฿{formatMoney(level.depositRequired, 0)}</dd>
              <dt>{t('vip.turnover')}</dt>
              <dd>฿{formatMoney(level.turnoverRequired, 0)}</dd>
              {BENEFITS.map((key) => (
                <FragmentRow key={key} name={key} label={t(`vip.benefits.${key}`)} value={benefitText(key, level.benefits[key], t)} />
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** How each benefit reads: the API's figure itself (the one the site enforces), in the player's words. */
function benefitText(key: ShownBenefit, value: number, t: (key: string, options?: Record<string, unknown>) => string): string {
  switch (key) {
    case 'withdrawalsPerDay':
      return t('vip.per_day', { count: value });
    case 'rebatePercent':
      return `${value}%`;
    case 'withdrawMaxAmount':
    case 'birthdayGift':
      return `฿${formatMoney(value, 0)}`;
  }
}

function FragmentRow({ name, label, value }: { name: string; label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd data-benefit={name}>{value}</dd>
    </>
  );
}
