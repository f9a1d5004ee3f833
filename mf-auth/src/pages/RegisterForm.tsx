import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  type AuthView,
  bus,
  check,
  checkBirthday,
  checkConfirmation,
  errorText,
  isSwitchOn,
  LIMITS,
  type RegisterBody,
  type RegisterSettings,
  toast,
  TOAST_MS,
  useSystemStatus,
  useTranslation,
} from '@site/shared';
import { checkAffiliate, fetchRegisterSettings, register, storeSession } from '../api/auth.api';
import { FirebaseCheckStopped } from '../api/firebase';
import { Field } from '../components/Field';
import { CaptchaField } from '../components/CaptchaField';
import { SmsCodeField, usePhoneVerification } from '../components/SmsCodeField';
import { Tabs } from '../components/Tabs';
import { DialCode } from './LoginForm';
import { ThirdPartySignIn } from '../components/ThirdPartySignIn';
import { NS } from '../i18n';
import styles from '../components/auth.module.css';

type Method = 'username' | 'mobileNum';
/** Optional fields the merchant may switch on (product-rules 5), in the order the form shows them. */
const OPTIONAL_FIELDS = [
  'nickname',
  'email',
  'payeeName',
  'birthday',
  'line',
  'facebook',
  'wechat',
  'whatsapp',
  'zalo',
  'qqNum',
  'idNumber',
  'recommenderId',
  'paymentPassword',
  'affiliateCode',
] as const;
type Values = Record<string, string>;

function affiliateFromUrl(): string {
  return new URLSearchParams(window.location.search).get('affiliateCode') ?? '';
}

export function RegisterForm({ onDone, onSwitch, titleId }: { onDone: () => void; onSwitch: (view: AuthView) => void; titleId?: string }) {
  const { t } = useTranslation(NS);
  const status = useSystemStatus((s) => s.status);
  const byUsername = isSwitchOn(status, 'USERNAME_REGISTER');
  const byMobile = isSwitchOn(status, 'MOBILE_REGISTER');
  // product-rules 4: the method starts on mobileNum when only mobile is on, otherwise username.
  const [method, setMethod] = useState<Method>(byMobile && !byUsername ? 'mobileNum' : 'username');
  const [settings, setSettings] = useState<RegisterSettings | null>(null);
  const [values, setValues] = useState<Values>({ affiliateCode: affiliateFromUrl() });
  const [dial, setDial] = useState('66');
  const [code, setCode] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [captchaSpent, setCaptchaSpent] = useState(0);
  const [agreed, setAgreed] = useState(true); // product-rules 4: the terms checkbox starts ticked
  const [errors, setErrors] = useState<Values>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const phone = usePhoneVerification();
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    fetchRegisterSettings().then(setSettings, () => setSettings({}));
    // product-rules 4: the affiliate flag is set by the check on load.
    const code = affiliateFromUrl();
    if (code) checkAffiliate(code).catch(() => toast.show(t('common:invitation_code_error'), 'error', TOAST_MS.short));
  }, [t]);

  const set = (name: string, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    // product-rules 5: changing the password re-checks the confirmation.
    if (name === 'password' && values.confirmPassword)
      setErrors((e) => ({ ...e, confirmPassword: checkConfirmation(value, values.confirmPassword) ?? '' }));
  };
  const enabled = (name: string) => !!settings?.[name]?.enabled;
  const required = (name: string) => !!settings?.[name]?.required;

  const validate = (): boolean => {
    const next: Values = {};
    if (method === 'username') next.username = check('loginUsername', values.username ?? '', true) ?? '';
    else {
      next.mobileNum = check('mobileNum', values.mobileNum ?? '', true) ?? '';
      next.verificationCode = check('verificationCode', code, true) ?? '';
    }
    next.password = check('password', values.password ?? '', true) ?? '';
    next.confirmPassword = checkConfirmation(values.password ?? '', values.confirmPassword ?? '') ?? '';
    if (enabled('email')) next.email = check('email', values.email ?? '', required('email')) ?? '';
    if (enabled('birthday') && values.birthday) next.birthday = checkBirthday(values.birthday) ?? '';
    for (const name of OPTIONAL_FIELDS) if (enabled(name) && required(name) && !values[name]) next[name] = 'common:required';
    if (method === 'username' && enabled('captcha') && !captcha) next.captcha = 'errors:captcha.required';
    setErrors(next);
    const first = Object.entries(next).find(([, e]) => e)?.[0];
    if (first) form.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
    return !first;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!agreed) return setFormError(t('register.disclaimer'));
    if (!validate()) return;
    setBusy(true);
    setFormError(null);
    try {
      // product-rules 5: the invitation code, when given, is checked with the server before registering.
      if (values.affiliateCode) {
        try {
          await checkAffiliate(values.affiliateCode);
        } catch {
          setErrors((e) => ({ ...e, affiliateCode: 'common:invitation_code_error' }));
          toast.show(t('common:invitation_code_error'), 'error', TOAST_MS.short);
          form.current?.querySelector<HTMLInputElement>('[name="affiliateCode"]')?.focus();
          return;
        }
      }
      const payload: RegisterBody = {
        ...Object.fromEntries(Object.entries(values).filter(([, v]) => v)),
        countryDialingCode: dial,
        registerMethod: window.matchMedia?.('(display-mode: standalone)').matches ? 'PWA' : 'H5',
        registerUrl: window.location.href,
        domain: window.location.host,
        type: 0,
        captcha: captcha || undefined,
        // product-rules 3: the SMS code, and with the Firebase channel also firebaseChannel 'sms' and its firebaseIdToken.
        ...(method === 'mobileNum' ? await phone.proof(code) : {}),
        login: true,
      };
      const value = await register(method, payload);
      if (value.session) {
        storeSession(value.session);
        bus.emit('auth:loggedIn', { userName: value.session.userName, type: value.session.type });
      }
      toast.show(t('register.done'), 'success', TOAST_MS.success);
      onDone();
    } catch (error) {
      // product-rules 8: a failed Firebase check stops silently.
      if (error instanceof FirebaseCheckStopped) return;
      setFormError(errorText(error));
      setCaptcha('');
      setCaptchaSpent((n) => n + 1);
    } finally {
      setBusy(false);
    }
  };

  const input = (name: string, extra: Partial<React.ComponentProps<typeof Field>> = {}) => (
    <Field
      key={name}
      name={name}
      label={t(`fields.${name}`)}
      required={extra.required ?? required(name)}
      value={values[name] ?? ''}
      error={errors[name] || null}
      onChange={(e) => set(name, e.target.value)}
      {...extra}
    />
  );

  return (
    <form ref={form} className={styles.form} onSubmit={submit} noValidate data-testid="register-form">
      <h2 className={styles.heading} id={titleId}>
        {t('register.title')}
      </h2>
      <p className={styles.sub}>{t('register.subtitle')}</p>
      {byUsername && byMobile ? (
        <Tabs<Method>
          tabs={[
            ['username', t('register.by_username')],
            ['mobileNum', t('register.by_mobile')],
          ]}
          value={method}
          onChange={setMethod}
        />
      ) : null}
      {method === 'username'
        ? input('username', { required: true, autoComplete: 'username', maxLength: LIMITS.usernameMax })
        : input('mobileNum', {
            required: true,
            inputMode: 'tel',
            maxLength: LIMITS.mobileMax,
            addon: <DialCode value={dial} onChange={setDial} />,
            onChange: (e) => set('mobileNum', e.target.value.replace(/\D/g, '')),
          })}
      {method === 'mobileNum' ? (
        <SmsCodeField
          purpose="register"
          phone={phone}
          mobileNum={values.mobileNum ?? ''}
          dial={dial}
          code={code}
          setCode={setCode}
          error={errors.verificationCode || null}
          onInvalid={(e) => setErrors((x) => ({ ...x, mobileNum: e ?? '' }))}
        />
      ) : null}
      {input('password', { type: 'password', required: true, autoComplete: 'new-password', maxLength: LIMITS.passwordMax })}
      {input('confirmPassword', {
        type: 'password',
        required: true,
        autoComplete: 'new-password',
        maxLength: LIMITS.passwordMax,
        onChange: (e) => {
          set('confirmPassword', e.target.value);
          setErrors((x) => ({ ...x, confirmPassword: checkConfirmation(values.password ?? '', e.target.value) ?? '' }));
        },
      })}
      {OPTIONAL_FIELDS.filter(enabled).map((name) =>
        name === 'birthday'
          ? input(name, { type: 'date', min: '1900-01-01', max: `${new Date().getFullYear()}-12-31` })
          : input(name, {
              type: name === 'paymentPassword' ? 'password' : name === 'email' ? 'email' : 'text',
              maxLength: settings?.[name]?.maxLength ?? 64,
            }),
      )}
      {method === 'username' && enabled('captcha') ? (
        <CaptchaField value={captcha} onChange={setCaptcha} error={errors.captcha || null} refreshKey={captchaSpent} />
      ) : null}
      <label className={styles.check}>
        <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} data-testid="register-terms" />
        <span>
          {t('register.agree')}{' '}
          <a href="/m/help?tag=terms" target="_blank" rel="noreferrer">
            {t('register.terms')}
          </a>
        </span>
      </label>
      {formError ? (
        <p className={styles.formError} role="alert" data-testid="form-error">
          {formError}
        </p>
      ) : null}
      <button type="submit" className={styles.primary} disabled={busy || !agreed} data-testid="register-submit">
        {t('register.submit')}
      </button>
      <ThirdPartySignIn onDone={onDone} />
      <p className={styles.footer}>
        {t('register.have_account')}{' '}
        <button type="button" className={styles.link} onClick={() => onSwitch('login')}>
          {t('register.login_now')}
        </button>
      </p>
    </form>
  );
}
