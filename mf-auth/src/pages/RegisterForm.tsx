import { useEffect, useState, type FormEvent } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
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
import { type FormChecks, checksResolver, fieldErrorKey } from '@site/shared/src/forms';
import { checkAffiliate, fetchRegisterSettings, register as registerAccount, storeSession } from '../api/auth.api';
import { FirebaseCheckStopped } from '../api/firebase.api';
import { Field } from '../components/Field';
import { BirthdayField } from '../components/BirthdayField';
import { CaptchaField } from '../components/CaptchaField';
import { SmsCodeField } from '../components/SmsCodeField';
import { usePhoneVerification } from '../hooks/use-phone-verification';
import { PasswordPair } from '../components/PasswordPair';
import { Tabs } from '../components/Tabs';
import { DialCode } from '../components/DialCode';
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
type Context = { method: Method; settings: RegisterSettings | null };

function affiliateFromUrl(): string {
  return new URLSearchParams(window.location.search).get('affiliateCode') ?? '';
}

/** product-rules 5: the method's fields, the password pair, and the optional fields the merchant switched on. */
const registerChecks: FormChecks<Values, Context> = (v, { method, settings }) => {
  const enabled = (name: string) => !!settings?.[name]?.enabled;
  const required = (name: string) => !!settings?.[name]?.required;
  const errors: Record<string, string | null> = {};
  if (method === 'username') errors.username = check('loginUsername', v.username ?? '', true);
  else {
    errors.mobileNum = check('mobileNum', v.mobileNum ?? '', true);
    errors.verificationCode = check('verificationCode', v.verificationCode ?? '', true);
  }
  errors.password = check('password', v.password ?? '', true);
  errors.confirmPassword = checkConfirmation(v.password ?? '', v.confirmPassword ?? '');
  if (enabled('email')) errors.email = check('email', v.email ?? '', required('email'));
  if (enabled('birthday') && v.birthday) errors.birthday = checkBirthday(v.birthday);
  for (const name of OPTIONAL_FIELDS) if (enabled(name) && required(name) && !v[name]) errors[name] = 'common:required';
  if (method === 'username' && enabled('captcha') && !v.captcha) errors.captcha = 'errors:captcha.required';
  return errors;
};
const resolver = checksResolver(registerChecks);

export function RegisterForm({ onDone, onSwitch, titleId }: { onDone: () => void; onSwitch: (view: AuthView) => void; titleId?: string }) {
  const { t } = useTranslation(NS);
  const status = useSystemStatus((s) => s.status);
  const byUsername = isSwitchOn(status, 'USERNAME_REGISTER');
  const byMobile = isSwitchOn(status, 'MOBILE_REGISTER');
  // product-rules 4: the method starts on mobileNum when only mobile is on, otherwise username.
  const [method, setMethod] = useState<Method>(byMobile && !byUsername ? 'mobileNum' : 'username');
  const [settings, setSettings] = useState<RegisterSettings | null>(null);
  // product-rules 5: checked on submit (the first invalid field takes the focus); the confirmation also as it is typed.
  const form = useForm<Values, Context>({
    resolver,
    context: { method, settings },
    reValidateMode: 'onSubmit',
    defaultValues: { affiliateCode: affiliateFromUrl() },
  });
  const { register, handleSubmit, setValue, setError, clearErrors, watch, formState } = form;
  const [mobileNum = '', code = '', captcha = ''] = watch(['mobileNum', 'verificationCode', 'captcha']);
  const [dial, setDial] = useState('66');
  const [captchaSpent, setCaptchaSpent] = useState(0);
  const [agreed, setAgreed] = useState(true); // product-rules 4: the terms checkbox starts ticked
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const phone = usePhoneVerification();

  useEffect(() => {
    fetchRegisterSettings().then(setSettings, () => setSettings({}));
    // product-rules 4: the affiliate flag is set by the check on load.
    const code = affiliateFromUrl();
    if (code) checkAffiliate(code).catch(() => toast.show(t('common:invitation_code_error'), 'error', TOAST_MS.short));
  }, [t]);

  const enabled = (name: string) => !!settings?.[name]?.enabled;
  const required = (name: string) => !!settings?.[name]?.required;

  const submit = async ({ verificationCode = '', captcha, ...values }: Values) => {
    setBusy(true);
    setFormError(null);
    try {
      // product-rules 5: the invitation code, when given, is checked with the server before registering.
      if (values.affiliateCode) {
        try {
          await checkAffiliate(values.affiliateCode);
        } catch {
          setError('affiliateCode', { type: 'server', message: 'common:invitation_code_error' }, { shouldFocus: true });
          toast.show(t('common:invitation_code_error'), 'error', TOAST_MS.short);
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
        ...(method === 'mobileNum' ? await phone.proof(verificationCode) : {}),
        login: true,
      };
      const value = await registerAccount(method, payload);
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
      setValue('captcha', '');
      setCaptchaSpent((n) => n + 1);
    } finally {
      setBusy(false);
    }
  };
  // The terms come first: without them nothing is checked (product-rules 4).
  const onSubmit = (event: FormEvent) =>
    agreed ? handleSubmit(submit)(event) : (event.preventDefault(), setFormError(t('register.disclaimer')));

  const input = (name: string, extra: Partial<React.ComponentProps<typeof Field>> = {}) => (
    <Field
      key={name}
      {...register(name)}
      label={t(`fields.${name}`)}
      required={extra.required ?? required(name)}
      error={fieldErrorKey(formState.errors, name, { required: true })}
      {...extra}
    />
  );

  return (
    <FormProvider {...form}>
      <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="register-form">
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
              value: mobileNum,
              onChange: (e) => setValue('mobileNum', e.target.value.replace(/\D/g, '')),
            })}
        {method === 'mobileNum' ? (
          <SmsCodeField
            purpose="register"
            phone={phone}
            mobileNum={mobileNum}
            dial={dial}
            code={code}
            setCode={(value) => setValue('verificationCode', value)}
            error={fieldErrorKey(formState.errors, 'verificationCode', { required: true })}
            inputRef={register('verificationCode').ref}
            onInvalid={(e) => (e ? setError('mobileNum', { type: 'rule', message: e }) : clearErrors('mobileNum'))}
          />
        ) : null}
        <PasswordPair password="password" confirmation="confirmPassword" labels={['fields.password', 'fields.confirmPassword']} recheck />
        {OPTIONAL_FIELDS.filter(enabled).map((name) =>
          name === 'birthday' ? (
            <BirthdayField
              key={name}
              label={t(`fields.${name}`)}
              required={required(name)}
              error={fieldErrorKey(formState.errors, name, { required: true })}
              value={watch('birthday') ?? ''}
              onChange={(iso) => setValue('birthday', iso, { shouldValidate: formState.isSubmitted })}
            />
          ) : (
            input(name, {
              type: name === 'paymentPassword' ? 'password' : name === 'email' ? 'email' : 'text',
              maxLength: settings?.[name]?.maxLength ?? 64,
            })
          ),
        )}
        {method === 'username' && enabled('captcha') ? (
          <CaptchaField
            ref={register('captcha').ref}
            value={captcha}
            onChange={(value) => setValue('captcha', value)}
            error={fieldErrorKey(formState.errors, 'captcha', { required: true })}
            refreshKey={captchaSpent}
          />
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
    </FormProvider>
  );
}
