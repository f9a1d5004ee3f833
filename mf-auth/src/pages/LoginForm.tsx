import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
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
import { type FormChecks, checksResolver, fieldErrorKey } from '@site/shared/src/forms';
import { login, readRemembered, storeSession, writeRemembered } from '../api/auth.api';
import { FirebaseCheckStopped } from '../api/firebase.api';
import { Field } from '../components/Field';
import { CaptchaField } from '../components/CaptchaField';
import { SmsCodeField } from '../components/SmsCodeField';
import { usePhoneVerification } from '../hooks/use-phone-verification';
import { DialCode } from '../components/DialCode';
import { Tabs } from '../components/Tabs';
import { ThirdPartySignIn } from '../components/ThirdPartySignIn';
import { NS } from '../i18n';
import styles from '../components/auth.module.css';

type Mode = 'username' | 'sms';
type Values = { username: string; password: string; mobileNum: string; verificationCode: string; captcha: string };
type Context = { mode: Mode; rememberToken?: string };

/** product-rules 5: the tab's fields; a remembered token stands in for an empty password. */
const loginChecks: FormChecks<Values, Context> = (v, { mode, rememberToken }) =>
  mode === 'username'
    ? {
        username: check('loginUsername', v.username, true),
        password: rememberToken && !v.password ? null : check('loginPassword', v.password, true),
      }
    : { mobileNum: check('loginMobileNum', v.mobileNum, true), verificationCode: check('verificationCode', v.verificationCode, true) };
const resolver = checksResolver(loginChecks);

/** product-rules 2 Login: username / SMS tabs, remember password, forgot and create-account links, captcha after a failure. */
export function LoginForm({
  onDone,
  onSwitch,
  titleId,
  side,
}: {
  onDone: () => void;
  onSwitch: (view: AuthView) => void;
  titleId?: string;
  /** product-rules 6.5: on the agent side a non-agent is refused (login.non.agent) and no session is made. */
  side?: 'member' | 'agent';
}) {
  const { t } = useTranslation(NS);
  const status = useSystemStatus((s) => s.status);
  const smsEnabled = isSwitchOn(status, 'MOBILE_CODE_LOGIN');
  const [mode, setMode] = useState<Mode>('username');
  const [dial, setDial] = useState('66');
  const [remember, setRemember] = useState(false);
  const [rememberToken, setRememberToken] = useState<string | undefined>();
  const [captcha, setCaptcha] = useState<{ image: string; id: string } | null>(null);
  // product-rules 5: checked on submit, and a failed check focuses the first invalid field (shouldFocusError).
  const { register, handleSubmit, reset, setValue, getValues, setError, clearErrors, watch, formState } = useForm<Values, Context>({
    resolver,
    context: { mode, rememberToken },
    reValidateMode: 'onSubmit',
    defaultValues: { username: '', password: '', mobileNum: '', verificationCode: '', captcha: '' },
  });
  const [mobileNum, code, captchaValue] = watch(['mobileNum', 'verificationCode', 'captcha']);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const phone = usePhoneVerification();

  // product-rules 4: switching tab reloads the remembered credentials for that type.
  useEffect(() => {
    const saved = readRemembered(mode);
    setRemember(!!saved);
    setRememberToken(saved?.rememberToken);
    if (saved?.countryDialingCode && mode === 'sms') setDial(saved.countryDialingCode);
    const field = mode === 'username' ? 'username' : 'mobileNum';
    reset({ ...getValues(), [field]: saved?.username ?? '', password: '', captcha: '' });
    setFormError(null);
  }, [mode, reset, getValues]);

  /** product-rules 3: the SMS tab logs in with our code (type sms), or with Firebase's ID token for it (type firebase). */
  const smsPayload = async (v: Values): Promise<LoginBody> => {
    const proof = await phone.proof(v.verificationCode);
    return 'firebaseIdToken' in proof
      ? {
          type: 'firebase',
          firebaseChannel: proof.firebaseChannel,
          firebaseIdToken: proof.firebaseIdToken,
          firebaseMobileNo: v.mobileNum,
          countryDialingCode: dial,
        }
      : {
          type: 'sms',
          mobileNum: v.mobileNum,
          countryDialingCode: dial,
          verificationCode: v.verificationCode,
          captcha: v.captcha || undefined,
          captchaId: captcha?.id,
        };
  };

  const submit = async (v: Values) => {
    setBusy(true);
    setFormError(null);
    try {
      const { username, password } = v;
      const useRemembered = mode === 'username' && !password && rememberToken;
      const payload: LoginBody = useRemembered
        ? { type: 'remember', username, rememberToken }
        : mode === 'username'
          ? { type: 'username', username, password, remember, captcha: v.captcha || undefined, captchaId: captcha?.id }
          : await smsPayload(v);
      const value = await login(side ? { ...payload, side } : payload);
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
            username: mode === 'username' ? username : v.mobileNum,
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
      setValue('captcha', '');
      setFormError(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit(submit)} noValidate data-testid="login-form">
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
            {...register('username')}
            label={t('fields.username')}
            autoComplete="username"
            required
            error={fieldErrorKey(formState.errors, 'username', { required: true })}
          />
          <Field
            {...register('password')}
            type="password"
            label={t('fields.password')}
            autoComplete="current-password"
            required
            placeholder={rememberToken ? t('login.remembered') : undefined}
            error={fieldErrorKey(formState.errors, 'password', { required: true })}
          />
          {captcha ? <CaptchaField value={captchaValue} onChange={(value) => setValue('captcha', value)} image={captcha.image} /> : null}
        </>
      ) : (
        <>
          <Field
            {...register('mobileNum')}
            label={t('fields.mobileNum')}
            inputMode="tel"
            maxLength={LIMITS.mobileMax}
            required
            value={mobileNum}
            error={fieldErrorKey(formState.errors, 'mobileNum', { required: true })}
            onChange={(e) => setValue('mobileNum', e.target.value.replace(/\D/g, ''))}
            addon={<DialCode value={dial} onChange={setDial} />}
          />
          <SmsCodeField
            purpose="login"
            phone={phone}
            mobileNum={mobileNum}
            dial={dial}
            code={code}
            setCode={(value) => setValue('verificationCode', value)}
            error={fieldErrorKey(formState.errors, 'verificationCode', { required: true })}
            inputRef={register('verificationCode').ref}
            onInvalid={(e) => (e ? setError('mobileNum', { type: 'rule', message: e }) : clearErrors('mobileNum'))}
          />
          {captcha ? (
            <CaptchaField
              value={captchaValue}
              onChange={(value) => setValue('captcha', value)}
              image={captcha.image}
              label={t('login.captcha_login')}
            />
          ) : null}
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
