import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { ApiError, bus, check, errorText, isSwitchOn, LIMITS, rules, toast, TOAST_MS, useSystemStatus, useTranslation } from '@site/shared';
import { type FormChecks, checksResolver, fieldErrorKey } from '@site/shared/src/forms';
import { checkUsername, forgotPasswordByEmail, login, resetPasswordByPhone, storeSession } from '../api/auth.api';
import { FirebaseCheckStopped } from '../api/firebase.api';
import { Field } from '../components/Field';
import { PasswordPair } from '../components/PasswordPair';
import { SmsCodeField } from '../components/SmsCodeField';
import { usePhoneVerification } from '../hooks/use-phone-verification';
import { DialCode } from '../components/DialCode';
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

type PhoneValues = { username: string; mobileNum: string; verificationCode: string; newPassword: string };

/** product-rules 5: step 1 checks the username; step 2 the mobile number, the SMS code and the new password. */
const phoneChecks: FormChecks<PhoneValues, { step: Step }> = (v, { step }) =>
  step === 1
    ? { username: check('loginUsername', v.username, true) }
    : {
        mobileNum: check('mobileNum', v.mobileNum, true),
        verificationCode: check('verificationCode', v.verificationCode, true),
        newPassword: check('password', v.newPassword, true),
      };
const phoneResolver = checksResolver(phoneChecks);

function PhoneRecovery({ onDone, titleId }: { onDone: () => void; titleId?: string }) {
  const { t } = useTranslation(NS);
  const [step, setStep] = useState<Step>(1);
  const form = useForm<PhoneValues, { step: Step }>({
    resolver: phoneResolver,
    context: { step },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    defaultValues: { username: '', mobileNum: '', verificationCode: '', newPassword: '' },
  });
  const { register, handleSubmit, setError, clearErrors, setValue, setFocus, watch, formState } = form;
  const [dial, setDial] = useState('66');
  const [pendingLogin, setPendingLogin] = useState<{ username: string; password: string } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const phone = usePhoneVerification();
  const [username, mobileNum, code] = watch(['username', 'mobileNum', 'verificationCode']);
  /** An edit drops the field's message and the refusal's text. */
  const edited = (name: keyof PhoneValues) => () => {
    clearErrors(name);
    setFormError(null);
  };

  const stepOne = async ({ username }: PhoneValues) => {
    setBusy(true);
    try {
      // api-conventions A1.4: the username check answers success false when the name exists.
      await checkUsername(username.trim());
      setError('username', { type: 'server', message: 'errors:user.not.exist.or.disabled' });
    } catch (err) {
      if (err instanceof ApiError && err.errorCode === 'username.exists') {
        setFormError(null);
        setStep(2); // product-rules 4: 1 to 2 once the username is valid
      } else setFormError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  const stepTwo = async ({ username, mobileNum, verificationCode, newPassword }: PhoneValues) => {
    setBusy(true);
    try {
      // product-rules 3: newPassword, mobileNum, verificationCode and, with the Firebase SMS channel, firebaseIdToken.
      const proof = await phone.proof(verificationCode);
      await resetPasswordByPhone({ username: username.trim(), newPassword, mobileNum, countryDialingCode: dial, ...proof });
      setPendingLogin({ username: username.trim(), password: newPassword });
      setStep(3); // product-rules 4: 2 to 3 after set-password succeeds
      await autoLogin(username.trim(), newPassword);
    } catch (err) {
      // product-rules 8: a failed Firebase check stops silently.
      if (err instanceof FirebaseCheckStopped) return;
      setFormError(errorText(err));
      // product-rules 4: on failure clear the code and go to step 1, except modify.new.old.same which only clears the password
      // (the API keeps the code good for the corrected password).
      if (err instanceof ApiError && err.errorCode === 'modify.new.old.same') {
        setValue('newPassword', '');
        setFocus('newPassword');
      } else {
        setValue('verificationCode', '');
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

  const refusal = formError ? (
    <p className={styles.formError} role="alert" data-testid="form-error">
      {formError}
    </p>
  ) : null;
  return (
    <FormProvider {...form}>
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
          <form onSubmit={handleSubmit(stepOne)} noValidate className={styles.form} style={{ padding: 0 }}>
            <Field
              {...register('username', { onChange: edited('username') })}
              label={t('fields.username')}
              required
              error={fieldErrorKey(formState.errors, 'username', { required: true })}
            />
            {refusal}
            <button type="submit" className={styles.primary} disabled={busy || !username} data-testid="forget-next">
              {t('forget.next')}
            </button>
          </form>
        ) : step === 2 ? (
          <form onSubmit={handleSubmit(stepTwo)} noValidate className={styles.form} style={{ padding: 0 }}>
            <Field
              {...register('mobileNum')}
              label={t('fields.mobileNum')}
              required
              inputMode="tel"
              maxLength={LIMITS.mobileMax}
              value={mobileNum}
              onChange={(e) => {
                setValue('mobileNum', e.target.value.replace(/\D/g, ''));
                edited('mobileNum')();
              }}
              error={fieldErrorKey(formState.errors, 'mobileNum', { required: true })}
              addon={<DialCode value={dial} onChange={setDial} />}
            />
            <SmsCodeField
              purpose="reset"
              phone={phone}
              mobileNum={mobileNum}
              dial={dial}
              code={code}
              setCode={(value) => {
                setValue('verificationCode', value);
                edited('verificationCode')();
              }}
              error={fieldErrorKey(formState.errors, 'verificationCode', { required: true })}
              onInvalid={(e) => (e ? setError('mobileNum', { type: 'rule', message: e }) : clearErrors('mobileNum'))}
            />
            <PasswordPair password="newPassword" onEdit={() => setFormError(null)} />
            {refusal}
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
    </FormProvider>
  );
}

type EmailValues = { username: string; email: string };

/** product-rules 5: an empty e-mail is the same message as a wrong one. */
const emailResolver = checksResolver<EmailValues>((v) => ({
  username: check('loginUsername', v.username.trim(), true),
  email: v.email.trim() ? rules.email(v.email) : 'common:in_email_incorrect',
}));

function EmailRecovery({ onDone, titleId }: { onDone: () => void; titleId?: string }) {
  const { t } = useTranslation(NS);
  const { register, handleSubmit, trigger, formState } = useForm<EmailValues>({
    resolver: emailResolver,
    defaultValues: { username: '', email: '' },
  });
  // Both messages show from the first edit on, and the button waits for both fields to pass.
  const [touched, setTouched] = useState(false);
  const edited = () => {
    setTouched(true);
    void trigger();
  };
  const submit = async ({ username, email }: EmailValues) => {
    toast.loading(t('common:loading'));
    try {
      await forgotPasswordByEmail(username.trim(), email.trim());
      toast.show(t('forget.email_sent'), 'success', TOAST_MS.success);
      setTimeout(onDone, TOAST_MS.success);
    } catch (err) {
      toast.show(errorText(err), 'error');
    }
  };
  const invalid = Object.keys(formState.errors).length > 0;
  return (
    <form className={styles.form} onSubmit={handleSubmit(submit, () => setTouched(true))} noValidate data-testid="forget-email">
      <h2 className={styles.heading} id={titleId}>
        {t('forget.title')}
      </h2>
      <Field
        {...register('username', { onChange: edited })}
        label={t('fields.username')}
        required
        error={fieldErrorKey(formState.errors, 'username', { required: true })}
      />
      <Field
        {...register('email', { onChange: edited })}
        type="email"
        label={t('fields.email')}
        required
        maxLength={LIMITS.emailMax}
        error={fieldErrorKey(formState.errors, 'email', { required: true })}
      />
      <button type="submit" className={styles.primary} disabled={!touched || invalid}>
        {t('forget.retrieve')}
      </button>
    </form>
  );
}
