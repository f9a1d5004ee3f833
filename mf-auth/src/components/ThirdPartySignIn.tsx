import { useEffect, useState } from 'react';
import { ApiError, bus, errorText, isSwitchOn, toast, TOAST_MS, useSystemStatus, useTranslation } from '@site/shared';
import { login, storeSession } from '../api/auth.api';
import { fetchFirebaseConfig, firebaseIdToken, firebaseStep, type FirebaseClientConfig } from '../api/firebase.api';
import { NS } from '../i18n';
import styles from './third-party.module.css';

type Provider = 'google' | 'facebook';
const SWITCH: Record<Provider, string> = { google: 'GOOGLE_LOGIN', facebook: 'FACEBOOK_LOGIN' };

/** product-rules 2: Facebook and Google buttons only when third-party sign-in is configured and its switch is on. */
export function ThirdPartySignIn({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(NS);
  const status = useSystemStatus((s) => s.status);
  const [config, setConfig] = useState<FirebaseClientConfig | null>(null);
  useEffect(() => {
    let live = true;
    fetchFirebaseConfig().then(
      (c) => live && setConfig(c),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  const shown = (['google', 'facebook'] as const).filter((p) => config?.enabled && config.providers[p] && isSwitchOn(status, SWITCH[p]));
  if (!config || shown.length === 0) return null;

  const signIn = async (provider: Provider) => {
    toast.loading(t('common:loading'));
    try {
      const idToken = await firebaseStep(() => firebaseIdToken(config, provider));
      const value = await login({ type: 'firebase', firebaseChannel: provider, firebaseIdToken: idToken });
      storeSession(value);
      toast.hide();
      bus.emit('auth:loggedIn', { userName: value.userName, type: value.type });
      onDone();
    } catch (error) {
      // product-rules 4/8: a failed firebase check stops silently and hides the loading toast; the API's refusals say why.
      toast.hide();
      if (error instanceof ApiError) toast.show(errorText(error), 'error', TOAST_MS.short);
    }
  };

  return (
    <div className={styles.box} data-testid="third-party">
      <p className={styles.or}>
        <span>{t('third_party.or')}</span>
      </p>
      <div className={styles.buttons}>
        {shown.map((provider) => (
          <button key={provider} type="button" className={styles.button} data-provider={provider} onClick={() => void signIn(provider)}>
            {provider === 'google' ? <GoogleMark /> : <FacebookMark />}
            {t(`third_party.${provider}`)}
          </button>
        ))}
      </div>
    </div>
  );
}

function GoogleMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.9 1.2 8 3.1l5.7-5.7C34.1 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.9 1.2 8 3.1l5.7-5.7C34.1 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path fill="#1976D2" d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z" />
    </svg>
  );
}

function FacebookMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="12" cy="12" r="12" fill="#1877F2" />
      <path
        fill="#fff"
        d="M13.4 19v-6.1h2.1l.3-2.4h-2.4V9c0-.7.2-1.2 1.2-1.2h1.3V5.6c-.2 0-1-.1-1.9-.1-1.9 0-3.2 1.2-3.2 3.3v1.8H8.7v2.4h2.1V19h2.6z"
      />
    </svg>
  );
}
