import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Dialog,
  DialogTitle,
  errorText,
  isRealMember,
  isSwitchOn,
  sessionStore,
  showsAppDownload,
  toast,
  TOAST_MS,
  useSystemStatus,
  useTranslation,
} from '@site/shared';
import { decodeServicePath, fetchCustomerService, launchChat } from '../../api/lobby.api';
import { IconChat, IconClose, IconDeposit, IconDownload, IconHeadset, IconMenu, IconTelegram, IconWithdraw } from '../../components/icons';
import { NS } from '../../i18n';
import styles from './home.module.css';

/** product-rules 6: guests go to login; trial accounts get free_reject for 2 s. */
function useMemberRoute() {
  const navigate = useNavigate();
  const { t } = useTranslation(NS);
  return (path: string) => {
    const session = sessionStore.getState().session;
    if (!session) return navigate('/m/login');
    if (!isRealMember(session)) return toast.show(t('common:free_reject'), 'info', TOAST_MS.freeReject);
    navigate(path);
  };
}

interface ServiceChoice {
  csType: string;
  url: string;
}

/** product-rules 2: customer service offers a choice of chat or Telegram. */
export function ServiceSheet({ onClose }: { onClose(): void }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [choices, setChoices] = useState<ServiceChoice[] | null>(null);
  const titleId = useId();
  useEffect(() => {
    fetchCustomerService().then(
      (value) => setChoices(value.entries.map((e) => ({ csType: e.csType, url: decodeServicePath(e.path) })).filter((c) => c.url)),
      () => setChoices([]),
    );
  }, []);
  const chatOn = useSystemStatus((s) => isSwitchOn(s.status, 'CBS3'));
  const open = (choice: ServiceChoice) => {
    onClose();
    // product-rules 6.10 and 7.15: with the CBS3 switch, chat opens through the launch call, for members only.
    if (choice.csType === 'CHAT' && chatOn) {
      if (!sessionStore.getState().session) return navigate('/m/login');
      launchChat({ backUrl: window.location.pathname }).then(
        ({ url }) => navigate(url),
        (error) => toast.show(errorText(error), 'error'),
      );
    } else if (choice.url.startsWith('/')) navigate(choice.url);
    else if (/^https?:\/\//.test(choice.url)) window.open(choice.url, '_blank', 'noopener');
  };
  return (
    <Dialog className={styles.sheetMask} onClose={onClose} onMaskClick={onClose} labelledBy={titleId} data-testid="service-sheet">
      <div className={styles.sheet}>
        <div className={styles.sheetHead}>
          <DialogTitle id={titleId}>{t('customer_service')}</DialogTitle>
          <button type="button" className={styles.iconButton} onClick={onClose} aria-label={t('common:close')}>
            <IconClose />
          </button>
        </div>
        {(choices ?? []).map((choice) => (
          <button key={choice.csType} type="button" className={styles.sheetItem} onClick={() => open(choice)}>
            {choice.csType === 'TELEGRAM' ? <IconTelegram /> : <IconChat />}
            {t(choice.csType === 'TELEGRAM' ? 'cs_telegram' : 'cs_chat')}
          </button>
        ))}
      </div>
    </Dialog>
  );
}

/** product-rules 2 quick actions: deposit, withdraw, customer service, app download (only outside the app and PWA). */
export function QuickActions({ onMenu }: { onMenu(): void }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const memberRoute = useMemberRoute();
  const [service, setService] = useState(false);
  return (
    <>
      <nav className={styles.quick} aria-label={t('quick_actions')} data-testid="quick-actions">
        <button type="button" onClick={() => memberRoute('/m/voucherCenter')} data-testid="quick-deposit">
          <span className={styles.quickIcon}>
            <IconDeposit />
          </span>
          {t('deposit')}
        </button>
        <button type="button" onClick={() => memberRoute('/m/withdraw')} data-testid="quick-withdraw">
          <span className={styles.quickIcon}>
            <IconWithdraw />
          </span>
          {t('withdraw')}
        </button>
        <button type="button" onClick={() => setService(true)} data-testid="quick-service">
          <span className={styles.quickIcon}>
            <IconHeadset />
          </span>
          {t('customer_service')}
        </button>
        {showsAppDownload() ? (
          <button type="button" onClick={() => navigate('/m/download')} data-testid="quick-download">
            <span className={styles.quickIcon}>
              <IconDownload />
            </span>
            {t('app_download')}
          </button>
        ) : null}
        <button type="button" onClick={onMenu} data-testid="quick-menu">
          <span className={styles.quickIcon}>
            <IconMenu />
          </span>
          {t('menu')}
        </button>
      </nav>
      {service ? <ServiceSheet onClose={() => setService(false)} /> : null}
    </>
  );
}
