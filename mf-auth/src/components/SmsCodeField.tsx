import { useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, check, errorText, LIMITS, toast, TOAST_MS, useTranslation } from '@site/shared';
import { sendSms } from '../api/auth.api';
import { fetchFirebaseConfig, firebaseStep, sendFirebaseCode, type FirebaseClientConfig, type FirebaseSmsCode } from '../api/firebase';
import { NS } from '../i18n';
import { CaptchaField } from './CaptchaField';
import { Field } from './Field';
import { SmsCodeButton } from './SmsCodeButton';
import styles from './auth.module.css';

/** product-rules 9: the default resend countdown (the API answers its own expirationTime for the codes it sends). */
const RESEND_MS = 60_000;

/** What a form sends for the code the user typed: the code, plus a Firebase ID token on the Firebase channel. */
export type PhoneProof = { verificationCode: string } | { verificationCode: string; firebaseChannel: 'sms'; firebaseIdToken: string };

/**
 * How this merchant's SMS codes travel: 'sms' through our /wps/verification/sms/* (captcha first), 'firebase'
 * through the firebase SDK (invisible reCAPTCHA) when the Firebase config's providers.phone is on; null until known.
 */
export interface PhoneVerification {
  channel: 'sms' | 'firebase' | null;
  firebase: FirebaseClientConfig | null;
  /** The code Firebase sent last, waiting for the one the user types. */
  sent: { current: FirebaseSmsCode | null };
  proof(code: string): Promise<PhoneProof>;
}

export function usePhoneVerification(): PhoneVerification {
  const [firebase, setFirebase] = useState<FirebaseClientConfig | null | undefined>(undefined);
  const sent = useRef<FirebaseSmsCode | null>(null);
  useEffect(() => {
    let live = true;
    fetchFirebaseConfig().then(
      (config) => live && setFirebase(config.enabled && config.providers.phone ? config : null),
      () => live && setFirebase(null),
    );
    return () => {
      live = false;
    };
  }, []);
  return useMemo(
    () => ({
      channel: firebase === undefined ? null : firebase ? 'firebase' : 'sms',
      firebase: firebase ?? null,
      sent,
      async proof(code: string): Promise<PhoneProof> {
        if (!firebase) return { verificationCode: code };
        const pending = sent.current;
        if (!pending) throw new ApiError('verification.code.error', 'no Firebase code was sent', 0);
        return { verificationCode: code, firebaseChannel: 'sms', firebaseIdToken: await firebaseStep(() => pending.confirm(code)) };
      },
    }),
    [firebase],
  );
}

/** E.164 as Firebase wants it: '+', the dialing code, the national number without its trunk 0. */
const e164 = (dial: string, mobileNum: string) => `+${dial}${mobileNum.replace(/^0+/, '')}`;

interface SmsCodeFieldProps {
  purpose: 'login' | 'reset' | 'register';
  phone: PhoneVerification;
  mobileNum: string;
  dial: string;
  code: string;
  setCode: (v: string) => void;
  error?: string | null;
  inputRef?: React.Ref<HTMLInputElement>;
  onInvalid: (e: string | null) => void;
}

/** The SMS code field with its send button: our captcha and endpoints, or Firebase phone auth. */
export function SmsCodeField({ purpose, phone, mobileNum, dial, code, setCode, error, inputRef, onInvalid }: SmsCodeFieldProps) {
  const { t } = useTranslation(NS);
  const [captchaValue, setCaptchaValue] = useState('');
  const [captchaError, setCaptchaError] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const [spent, setSpent] = useState(0);
  const recaptcha = useRef<HTMLDivElement>(null);

  const sendThroughFirebase = async (config: FirebaseClientConfig) => {
    toast.loading(t('common:in_sms_sending'));
    try {
      phone.sent.current = await firebaseStep(() => sendFirebaseCode(config, e164(dial, mobileNum), recaptcha.current!));
      toast.show(t('common:in_sms_send'), 'success', TOAST_MS.sms);
      return { expirationTime: Date.now() + RESEND_MS };
    } catch (err) {
      // product-rules 8: Firebase failures hide the loading toast; the ones the user must act on also say why.
      toast.hide();
      if (err instanceof ApiError) setSendError(errorText(err));
      return null;
    }
  };

  const send = async () => {
    // product-rules 5: requesting an SMS first validates the mobile number.
    const invalid = check('mobileNum', mobileNum, true);
    onInvalid(invalid);
    if (invalid || !phone.channel) return null;
    setSendError(null);
    if (phone.firebase) return sendThroughFirebase(phone.firebase);
    if (!captchaValue) {
      setCaptchaError('errors:captcha.required');
      return null;
    }
    setCaptchaError(null);
    try {
      return await sendSms(purpose, { mobileNum, countryDialingCode: dial, captcha: captchaValue });
    } catch (err) {
      setSendError(errorText(err));
      return null;
    } finally {
      // A captcha serves once: the next send needs a new one.
      setSpent((n) => n + 1);
    }
  };

  return (
    <>
      {phone.channel === 'firebase' ? (
        <div ref={recaptcha} className={styles.recaptcha} />
      ) : (
        <CaptchaField value={captchaValue} onChange={setCaptchaValue} error={captchaError} refreshKey={spent} />
      )}
      <Field
        ref={inputRef}
        name="verificationCode"
        label={t('fields.verificationCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={LIMITS.smsCodeMax}
        required
        value={code}
        error={error}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
        addon={<SmsCodeButton onSend={send} />}
      />
      {sendError ? (
        <p className={styles.formError} data-testid="sms-error">
          {sendError}
        </p>
      ) : null}
    </>
  );
}
