import { useRef, useState, type FormEvent } from 'react';
import { ApiError, bus, check, errorText, isSwitchOn, LIMITS, rules, toast, TOAST_MS, useSystemStatus, useTranslation } from '@site/shared';
import { checkUsername, forgotPasswordByEmail, login, resetPasswordByPhone, storeSession } from '../api/auth.api';
import { FirebaseCheckStopped } from '../api/firebase';
import { Field } from '../components/Field';
import { useFormErrors } from '../components/use-form-errors';
import { SmsCodeField, usePhoneVerification } from '../components/SmsCodeField';
import { DialCode } from './LoginForm';
import { NS } from '../i18n';
import styles from '../components/auth.module.css';

/** product-rules 2/4: forgot password. A white-label switch selects phone recovery, else the e-mail form. */
export function ForgetForm({ onDone, titleId }: { onDone: () => void; titleId?: string }) {
  const status = useSystemStatus((s) => s.status);
  return isSwitchOn(status, 'PHONE_RECOVERY') ? (
    <PhoneRecovery onDone={onDone} titleId={titleId} />
  ) : (
    <EmailRecovery onDone={onDone} titleId={titleId} />
  );
}

type Step = 1 | 2 | 3;

function PhoneRecovery({ onDone, titleId }: { onDone: () => void; titleId?: string }) {
  const { t } = useTranslation(NS);
  const [step, setStep] = useState<Step>(1);
  const [username, setUsername] = useState('');
  const [mobileNum, setMobileNum] = useState('');
  const [dial, setDial] = useState('66');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [pendingLogin, setPendingLogin] = useState<{ username: string; password: string } | null>(null);
  const { errors, setErrors, formError, setFormError, edit } = useFormErrors();
  const [busy, setBusy] = useState(false);
  const phone = usePhoneVerification();
  const passwordRef = useRef<HTMLInputElement>(null);

  const stepOne = async (event: FormEvent) => {
    event.preventDefault();
    const error = check('loginUsername', username, true);
    setErrors({ username: error });
    if (error) return;
    setBusy(true);
    try {
      // api-conventions A1.4: the username check answers success false when the name exists.
      await checkUsername(username.trim());
      setErrors({ username: 'errors:user.not.exist.or.disabled' });
    } catch (err) {
      if (err instanceof ApiError && err.errorCode === 'username.exists') {
        setFormError(null);
        setStep(2); // product-rules 4: 1 to 2 once the username is valid
      } else setFormError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  const stepTwo = async (event: FormEvent) => {
    event.preventDefault();
    const next = {
      mobileNum: check('mobileNum', mobileNum, true),
      code: check('verificationCode', code, true),
      password: check('password', password, true),
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setBusy(true);
    try {
      // product-rules 3: newPassword, mobileNum, verificationCode and, with the Firebase SMS channel, firebaseIdToken.
      const proof = await phone.proof(code);
      await resetPasswordByPhone({ username: username.trim(), newPassword: password, mobileNum, countryDialingCode: dial, ...proof });
      setPendingLogin({ username: username.trim(), password });
      setStep(3); // product-rules 4: 2 to 3 after set-password succeeds
      await autoLogin(username.trim(), password);
    } catch (err) {
      // product-rules 8: a failed Firebase check stops silently.
      if (err instanceof FirebaseCheckStopped) return;
      setFormError(errorText(err));
      // product-rules 4: on failure clear the code and go to step 1, except modify.new.old.same which only clears the password
      // (the API keeps the code good for the corrected password).
      if (err instanceof ApiError && err.errorCode === 'modify.new.old.same') {
        setPassword('');
        passwordRef.current?.focus();
      } else {
        setCode('');
        setStep(1);
      }
    } finally {
      setBusy(false);
    }
  };

  // product-rules 4: from step 3 the user is logged in automatically with the new password.
  const autoLogin = async (name: string, newPassword: string) => {
    const value = await login({ type: 'username', username: name, password: newPassword });
    storeSession(value);
    bus.emit('auth:loggedIn', { userName: value.userName, type: value.type });
    toast.show(t('forget.done'), 'success', TOAST_MS.success);
    setTimeout(onDone, TOAST_MS.success);
  };

  // product-rules 4: reaching step 3 with no pending auto-login returns to step 1.
  if (step === 3 && !pendingLogin) setStep(1);

  return (
    <div className={styles.form} data-testid="forget-phone">
      <h2 className={styles.heading} id={titleId}>
        {t('forget.title')}
      </h2>
      <div className={styles.steps}>
        {(['verification', 'reset_password', 'done'] as const).map((name, i) => (
          <div key={name} className={styles.step} data-done={step >= i + 1}>
            <span className={styles.stepDot}>{i + 1}</span>
            {t(`forget.steps.${name}`)}
          </div>
        ))}
      </div>
      {step === 1 ? (
        <form onSubmit={stepOne} noValidate className={styles.form} style={{ padding: 0 }}>
          <Field
            name="username"
            label={t('fields.username')}
            required
            value={username}
            error={errors.username}
            onChange={(e) => edit('username', setUsername)(e.target.value)}
          />
          {formError ? (
            <p className={styles.formError} role="alert" data-testid="form-error">
              {formError}
            </p>
          ) : null}
          <button type="submit" className={styles.primary} disabled={busy || !username} data-testid="forget-next">
            {t('forget.next')}
          </button>
        </form>
      ) : step === 2 ? (
        <form onSubmit={stepTwo} noValidate className={styles.form} style={{ padding: 0 }}>
          <Field
            name="mobileNum"
            label={t('fields.mobileNum')}
            required
            inputMode="tel"
            maxLength={LIMITS.mobileMax}
            value={mobileNum}
            error={errors.mobileNum}
            onChange={(e) => edit('mobileNum', setMobileNum)(e.target.value.replace(/\D/g, ''))}
            addon={<DialCode value={dial} onChange={setDial} />}
          />
          <SmsCodeField
            purpose="reset"
            phone={phone}
            mobileNum={mobileNum}
            dial={dial}
            code={code}
            setCode={edit('code', setCode)}
            error={errors.code}
            onInvalid={(e) => setErrors((x) => ({ ...x, mobileNum: e }))}
          />
          <Field
            ref={passwordRef}
            name="newPassword"
            type="password"
            autoComplete="new-password"
            label={t('fields.newPassword')}
            required
            maxLength={LIMITS.passwordMax}
            value={password}
            error={errors.password}
            onChange={(e) => edit('password', setPassword)(e.target.value)}
          />
          {formError ? (
            <p className={styles.formError} role="alert" data-testid="form-error">
              {formError}
            </p>
          ) : null}
          <button type="submit" className={styles.primary} disabled={busy} data-testid="forget-submit">
            {t('forget.reset')}
          </button>
        </form>
      ) : (
        <div className={styles.success} data-testid="forget-done">
          <strong>✓</strong>
          {t('forget.done')}
        </div>
      )}
    </div>
  );
}

function EmailRecovery({ onDone, titleId }: { onDone: () => void; titleId?: string }) {
  const { t } = useTranslation(NS);
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const usernameError = touched ? check('loginUsername', username.trim(), true) : null;
  const emailError = touched ? (email.trim() ? rules.email(email) : 'common:in_email_incorrect') : null;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (check('loginUsername', username.trim(), true) || rules.email(email)) return;
    toast.loading(t('common:loading'));
    try {
      await forgotPasswordByEmail(username.trim(), email.trim());
      toast.show(t('forget.email_sent'), 'success', TOAST_MS.success);
      setTimeout(onDone, TOAST_MS.success);
    } catch (err) {
      toast.show(errorText(err), 'error');
    }
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="forget-email">
      <h2 className={styles.heading} id={titleId}>
        {t('forget.title')}
      </h2>
      <Field
        name="username"
        label={t('fields.username')}
        required
        value={username}
        error={usernameError}
        onChange={(e) => (setUsername(e.target.value), setTouched(true))}
      />
      <Field
        name="email"
        type="email"
        label={t('fields.email')}
        required
        maxLength={LIMITS.emailMax}
        value={email}
        error={emailError}
        onChange={(e) => (setEmail(e.target.value), setTouched(true))}
      />
      <button type="submit" className={styles.primary} disabled={!touched || !!usernameError || !!emailError}>
        {t('forget.retrieve')}
      </button>
    </form>
  );
}
