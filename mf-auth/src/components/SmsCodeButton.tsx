import { useEffect, useState } from 'react';
import { useTranslation } from '@site/shared';
import { NS } from '../i18n';
import styles from './auth.module.css';

/** product-rules 4/9: ready -> counting down in seconds ('s'), re-evaluated every 500 ms until the expiry time -> ready. */
const TICK_MS = 500;

export function secondsLeft(expirationTime: number | null, now: number): number {
  return expirationTime ? Math.max(0, Math.ceil((expirationTime - now) / 1000)) : 0;
}

export function SmsCodeButton({ onSend }: { onSend: () => Promise<{ expirationTime: number } | null> }) {
  const { t } = useTranslation(NS);
  const [expiresAt, setExpiresAt] = useState<number | null>(null);
  const [now, setNow] = useState(Date.now());
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (!expiresAt) return;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= expiresAt) setExpiresAt(null);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [expiresAt]);
  const left = secondsLeft(expiresAt, now);
  const click = async () => {
    setSending(true);
    try {
      const result = await onSend();
      if (result) {
        setNow(Date.now());
        setExpiresAt(result.expirationTime);
      }
    } finally {
      setSending(false);
    }
  };
  return (
    <button type="button" className={styles.smsButton} disabled={sending || left > 0} onClick={click} data-testid="sms-send">
      {left > 0 ? `${left}s` : t('sms.send')}
    </button>
  );
}
