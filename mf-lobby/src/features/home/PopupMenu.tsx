import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  bus,
  CountBadge,
  Dialog,
  DialogTitle,
  isPromoEnabled,
  isSwitchOn,
  type LanguageCode,
  LANGUAGES,
  usePromoCount,
  usePromoTotal,
  useSystemStatus,
  useTranslation,
} from '@site/shared';
import { IconClose } from '../../components/icons';
import { NS } from '../../i18n';
import styles from './home.module.css';

interface MenuItem {
  id: string;
  /** White-label switch that must be on (product-rules 2). */
  switchKey?: string;
  /** Promo that must be enabled (product-rules 2: mission only when MISSION is enabled). */
  promo?: string;
  to?: string;
  login?: boolean;
}

/** product-rules 2 pop-up menu, in the product rules' order. */
export const MENU_ITEMS: MenuItem[] = [
  { id: 'menu_activity', to: '/m/activity' },
  { id: 'menu_manual_rebate', switchKey: 'MANPLAYREB3', to: '/m/member/manualRebate' },
  { id: 'menu_facebook_login', switchKey: 'FACEBOOK_LOGIN', login: true },
  { id: 'menu_account_record', switchKey: 'TRANSREC3', to: '/m/transaction/record' },
  { id: 'menu_language' },
  { id: 'menu_google_login', switchKey: 'GOOGLE_LOGIN', login: true },
  { id: 'menu_personal_center', to: '/m/member/home' },
  { id: 'menu_security_center', switchKey: 'SECPRIV', to: '/m/securityCenter' },
  // The reward centre's missions, with their progress (mf-promotions reads ?tab).
  { id: 'menu_mission', promo: 'MISSION', to: '/m/rewardCenter?tab=missions' },
  { id: 'menu_reward_center', switchKey: 'REWCEN3', to: '/m/rewardCenter' },
  { id: 'menu_betting_record', switchKey: 'TRANSBETREPMEM3', to: '/m/gameRecord' },
];

/** product-rules 3.20: the member's rewards waiting, from the shared promo counters (one call for every badge). */
function MenuBadge({ id }: { id: string }) {
  const missions = usePromoCount('MISSION') + usePromoCount('MISSION_MANUAL');
  const total = usePromoTotal();
  if (id === 'menu_mission') return <CountBadge count={missions} testId="menu-badge-mission" />;
  if (id === 'menu_reward_center') return <CountBadge count={total} testId="menu-badge-rewards" />;
  return null;
}

export function PopupMenu({ onClose }: { onClose(): void }) {
  const { t, i18n } = useTranslation(NS);
  const navigate = useNavigate();
  const titleId = useId();
  const status = useSystemStatus((s) => s.status);
  const items = MENU_ITEMS.filter(
    (item) => (!item.switchKey || isSwitchOn(status, item.switchKey)) && (!item.promo || isPromoEnabled(status, item.promo)),
  );
  const choose = (item: MenuItem) => {
    onClose();
    if (item.login) bus.emit('auth:open', { view: 'login' });
    else if (item.to) navigate(item.to);
  };
  return (
    <Dialog className={styles.sheetMask} onClose={onClose} onMaskClick={onClose} labelledBy={titleId} data-testid="popup-menu">
      <div className={styles.sheet}>
        <div className={styles.sheetHead}>
          <DialogTitle id={titleId}>{t('menu')}</DialogTitle>
          <button type="button" className={styles.iconButton} onClick={onClose} aria-label={t('common:close')}>
            <IconClose />
          </button>
        </div>
        <div className={styles.menuGrid}>
          {items.map((item) =>
            item.id === 'menu_language' ? (
              <div key={item.id} className={styles.menuLanguage} data-menu={item.id}>
                <span>{t(item.id)}</span>
                <div>
                  {LANGUAGES.map((l) => (
                    <button
                      key={l.code}
                      type="button"
                      data-on={i18n.language === l.code}
                      onClick={() => bus.emit('language:set', { code: l.code as LanguageCode })}
                    >
                      {i18n.language === l.code ? '✓ ' : ''}
                      {l.label}
                    </button>
                  ))}
                </div>
              </div>
            ) : (
              <button key={item.id} type="button" className={styles.menuItem} data-menu={item.id} onClick={() => choose(item)}>
                {t(item.id)}
                <MenuBadge id={item.id} />
              </button>
            ),
          )}
        </div>
      </div>
    </Dialog>
  );
}
