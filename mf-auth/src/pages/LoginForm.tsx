import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  ApiError,
  type AuthView,
  bus,
  check,
  errorText,
  isSwitchOn,
  LIMITS,
  type LoginBody,
  useSystemStatus,
  useTranslation,
} from '@site/shared';
import { login, readRemembered, storeSession, writeRemembered } from '../api/auth.api';
import { FirebaseCheckStopped } from '../api/firebase';
import { Field } from '../components/Field';
import { CaptchaField } from '../components/CaptchaField';
import { SmsCodeField, usePhoneVerification } from '../components/SmsCodeField';
import { Tabs } from '../components/Tabs';
import { ThirdPartySignIn } from '../components/ThirdPartySignIn';
import { NS } from '../i18n';
import styles from '../components/auth.module.css';

type Mode = 'username' | 'sms';

/** product-rules 2 Login: username / SMS tabs, remember password, forgot and create-account links, captcha after a failure. */
export function LoginForm({ onDone, onSwitch, titleId }: { onDone: () => void; onSwitch: (view: AuthView) => void; titleId?: string }) {
  const { t } = useTranslation(NS);
  const status = useSystemStatus((s) => s.status);
  const smsEnabled = isSwitchOn(status, 'MOBILE_CODE_LOGIN');
  const [mode, setMode] = useState<Mode>('username');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [mobileNum, setMobileNum] = useState('');
  const [dial, setDial] = useState('66');
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(false);
  const [rememberToken, setRememberToken] = useState<string | undefined>();
  const [captcha, setCaptcha] = useState<{ image: string; id: string } | null>(null);
  const [captchaValue, setCaptchaValue] = useState('');
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const phone = usePhoneVerification();
  const refs = {
    username: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    mobileNum: useRef<HTMLInputElement>(null),
    code: useRef<HTMLInputElement>(null),
  };

  // product-rules 4: switching tab reloads the remembered credentials for that type.
  useEffect(() => {
    const saved = readRemembered(mode);
    setRemember(!!saved);
    setRememberToken(saved?.rememberToken);
    if (mode === 'username') setUsername(saved?.username ?? '');
    else {
      setMobileNum(saved?.username ?? '');
      if (saved?.countryDialingCode) setDial(saved.countryDialingCode);
    }
    setPassword('');
    setErrors({});
    setFormError(null);
    if (captcha) setCaptchaValue('');
  }, [mode]); // eslint-disable-line react-hooks/exhaustive-deps -- a mode switch resets the form; the fields it reads must not re-run it

  const validate = () => {
    const next: Record<string, string | null> =
      mode === 'username'
        ? {
            username: check('loginUsername', username, true),
            password: rememberToken && !password ? null : check('loginPassword', password, true),
          }
        : { mobileNum: check('loginMobileNum', mobileNum, true), code: check('verificationCode', code, true) };
    setErrors(next);
    // product-rules 5: a failed check focuses the first invalid field.
    const first = Object.entries(next).find(([, e]) => e)?.[0] as keyof typeof refs | undefined;
    if (first) refs[first].current?.focus();
    return !first;
  };

  /** product-rules 3: the SMS tab logs in with our code (type sms), or with Firebase's ID token for it (type firebase). */
  const smsPayload = async (): Promise<LoginBody> => {
    const proof = await phone.proof(code);
    return 'firebaseIdToken' in proof
      ? {
          type: 'firebase',
          firebaseChannel: proof.firebaseChannel,
          firebaseIdToken: proof.firebaseIdToken,
          firebaseMobileNo: mobileNum,
          countryDialingCode: dial,
        }
      : { type: 'sms', mobileNum, countryDialingCode: dial, verificationCode: code };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!validate()) return;
    setBusy(true);
    setFormError(null);
    try {
      const useRemembered = mode === 'username' && !password && rememberToken;
      const payload: LoginBody = useRemembered
        ? { type: 'remember', username, rememberToken }
        : mode === 'username'
          ? { type: 'username', username, password, remember, captcha: captchaValue || undefined, captchaId: captcha?.id }
          : await smsPayload();
      const value = await login(payload);
      storeSession(value);
      try {
        localStorage.setItem('autoLogin', remember ? '1' : '0');
      } catch {
        /* storage blocked */
      }
      if (remember)
        writeRemembered(
          {
            type: mode,
            username: mode === 'username' ? username : mobileNum,
            rememberToken: value.rememberToken ?? rememberToken,
            countryDialingCode: dial,
          },
          mode,
        );
      else writeRemembered(null, mode);
      bus.emit('auth:loggedIn', { userName: value.userName, type: value.type });
      onDone();
    } catch (error) {
      // product-rules 4: if the firebase check fails, login stops silently.
      if (error instanceof FirebaseCheckStopped) return;
      const captchaValueFromServer =
        error instanceof ApiError ? (error.value as { captcha?: string; captchaId?: string } | undefined) : undefined;
      if (captchaValueFromServer?.captcha)
        setCaptcha({ image: captchaValueFromServer.captcha, id: captchaValueFromServer.captchaId ?? '' });
      if (error instanceof ApiError && error.errorCode === 'user.or.token.invalid') {
        setRememberToken(undefined);
        writeRemembered(null, mode);
      }
      setCaptchaValue('');
      setFormError(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="login-form">
      <h2 className={styles.heading} id={titleId}>
        {t('login.title')}
      </h2>
      <p className={styles.sub}>{t('login.subtitle')}</p>
      {smsEnabled ? (
        <Tabs<Mode>
          tabs={[
            ['username', t('login.tab_username')],
            ['sms', t('login.tab_sms')],
          ]}
          value={mode}
          onChange={setMode}
        />
      ) : null}
      {mode === 'username' ? (
        <>
          <Field
            ref={refs.username}
            name="username"
            label={t('fields.username')}
            autoComplete="username"
            required
            value={username}
            error={errors.username}
            onChange={(e) => setUsername(e.target.value)}
          />
          <Field
            ref={refs.password}
            name="password"
            type="password"
            label={t('fields.password')}
            autoComplete="current-password"
            required
            placeholder={rememberToken ? t('login.remembered') : undefined}
            value={password}
            error={errors.password}
            onChange={(e) => setPassword(e.target.value)}
          />
          {captcha ? <CaptchaField value={captchaValue} onChange={setCaptchaValue} image={captcha.image} /> : null}
        </>
      ) : (
        <>
          <Field
            ref={refs.mobileNum}
            name="mobileNum"
            label={t('fields.mobileNum')}
            inputMode="tel"
            maxLength={LIMITS.mobileMax}
            required
            value={mobileNum}
            error={errors.mobileNum}
            onChange={(e) => setMobileNum(e.target.value.replace(/\D/g, ''))}
            addon={<DialCode value={dial} onChange={setDial} />}
          />
          <SmsCodeField
            purpose="login"
            phone={phone}
            mobileNum={mobileNum}
            dial={dial}
            code={code}
            setCode={setCode}
            error={errors.code}
            inputRef={refs.code}
            onInvalid={(e) => setErrors((x) => ({ ...x, mobileNum: e }))}
          />
        </>
      )}
      <div className={styles.row}>
        <label className={styles.check}>
          <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} data-testid="remember" />
          {t('login.remember')}
        </label>
        <button type="button" className={styles.link} onClick={() => onSwitch('forget')}>
          {t('login.forgot')}
        </button>
      </div>
      {formError ? (
        <p className={styles.formError} role="alert" data-testid="form-error">
          {formError}
        </p>
      ) : null}
      <button type="submit" className={styles.primary} disabled={busy} data-testid="login-submit">
        {t('login.submit')}
      </button>
      <ThirdPartySignIn onDone={onDone} />
      <p className={styles.footer}>
        {t('login.no_account')}{' '}
        <button type="button" className={styles.link} onClick={() => onSwitch('register')}>
          {t('login.create')}
        </button>
      </p>
    </form>
  );
}

export function DialCode({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation(NS);
  return (
    <select className={styles.dial} value={value} onChange={(e) => onChange(e.target.value)} aria-label={t('fields.dialCode')}>
      {['66', '84', '855', '95', '60', '62', '63', '65', '86', '44', '1'].map((c) => (
        <option key={c} value={c}>
          +{c}
        </option>
      ))}
    </select>
  );
}
