import { useRef, useState } from 'react';
import { ApiError, check, errorText, LIMITS, toast, TOAST_MS, useTranslation } from '@site/shared';
import { sendSms } from '../api/auth.api';
import { firebaseStep, sendFirebaseCode, type FirebaseClientConfig } from '../api/firebase.api';
import type { PhoneVerification } from '../hooks/use-phone-verification';
import { NS } from '../i18n';
import { CaptchaField } from './CaptchaField';
import { Field } from './Field';
import { SmsCodeButton } from './SmsCodeButton';
import styles from './auth.module.css';

/** product-rules 9: the default resend countdown (the API answers its own expirationTime for the codes it sends). */
const RESEND_MS = 60_000;

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
