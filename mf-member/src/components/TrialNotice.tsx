import { useNavigate } from 'react-router-dom';
import { bus, useTranslation } from '@site/shared';
import { NS } from '../i18n/bar';
import { LockIcon } from './icons';
import styles from './trial.module.css';

const openAuth = (view: 'login' | 'register') => bus.emit('auth:open', { view });

/**
 * product-rules 6: a trial (free-play) account plays games only; deposit, withdrawal, transfer, records and the other member
 * features need a real account. The one way every member screen tells a trial member so, with the way to a real
 * account: a banner where the member centre would offer money actions, and in place of a screen they cannot use.
 */
export function TrialNotice({ variant }: { variant: 'banner' | 'screen' }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const screen = variant === 'screen';
  return (
    <section
      className={screen ? styles.screen : styles.banner}
      data-testid={screen ? 'member-free-reject' : 'trial-notice'}
      aria-labelledby="trial-notice-title"
    >
      {screen ? <LockIcon size={40} /> : null}
      <strong id="trial-notice-title" className={styles.title}>
        {screen ? t('common:free_reject') : t('trial.title')}
      </strong>
      <p className={styles.text}>
        {t('trial.can')} {t('trial.needs_real')}
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={() => openAuth('register')} data-testid="trial-register">
          {t('trial.register')}
        </button>
        <button type="button" className={styles.secondary} onClick={() => openAuth('login')} data-testid="trial-login">
          {t('trial.login')}
        </button>
      </div>
      {screen ? (
        <button type="button" className={styles.link} onClick={() => navigate('/m/home')}>
          {t('trial.home')}
        </button>
      ) : null}
    </section>
  );
}
