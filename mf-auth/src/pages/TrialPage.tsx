import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { bus, errorText, Spinner, useTranslation } from '@site/shared';
import { createTrialUser, freePlayLogin, storeSession } from '../api/auth.api';
import { NS } from '../i18n';
import styles from '../components/auth.module.css';

const TRIAL_NAME_KEY = 'trialUserName';

/** product-rules 4 free play: loading message, a trial account (name kept in sessionStorage), trial login, /m/home replacing history. */
export function TrialPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    (async () => {
      try {
        let userName = sessionStorage.getItem(TRIAL_NAME_KEY);
        if (!userName) {
          userName = (await createTrialUser()).userName;
          sessionStorage.setItem(TRIAL_NAME_KEY, userName);
        }
        const value = await freePlayLogin({ userName, os: navigator.platform.slice(0, 32), platform: 'mobile' });
        storeSession({ ...value, trail: true });
        bus.emit('auth:loggedIn', { userName: value.userName, type: value.type });
        navigate('/m/home', { replace: true });
      } catch (err) {
        sessionStorage.removeItem(TRIAL_NAME_KEY);
        setError(errorText(err));
      }
    })();
  }, [navigate]);
  return (
    <div className={styles.page} data-testid="trial-page">
      {error ? <p className={styles.formError}>{error}</p> : <Spinner label={t('trial.loading')} />}
    </div>
  );
}
