import { useEffect, useMemo, useState } from 'react';
import { Controller, type UseFormRegisterReturn } from 'react-hook-form';
import { fieldErrorKey, REQUIRED, required, useRuleForm, type FormRules } from '@site/shared/src/forms';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { BANK_ACCOUNT_PATTERN, isPaymentPassword, LIMITS, RetryPanel, Spinner, useTranslation } from '@site/shared';
import { NS } from '../i18n';
import { MemberGuard } from '../components/MemberGuard';
import { PinInput } from '../components/PinInput';
import { Sheet } from '../components/Sheet';
import { Tabs } from '../components/Tabs';
import { BankIcon, KeyIcon, LockIcon, PlusIcon, QuestionIcon, TrashIcon } from '../components/icons';
import { securityApi, type BankCard, type SecurityConfig } from '../api/security.api';
import { useBankCards, useMyQuestions, useQuestionCatalogue, useSecurityChange, useSecurityConfig } from '../hooks/use-security';
import ui from '../components/ui.module.css';
import styles from './security.module.css';

type Tab = 'password' | 'questions' | 'cards';
const NO_QUESTIONS: Array<{ questionId: number; question: string }> = [];
const NO_CATALOGUE: Array<{ id: number; question: string }> = [];
const NO_CARDS: BankCard[] = [];
const TABS: Tab[] = ['password', 'questions', 'cards'];

/** Security centre (/m/securityCenter): payment password, security questions, bank cards (?tab= picks one). */
export function SecurityCenterPage() {
  return (
    <MemberGuard>
      <SecurityCenter />
    </MemberGuard>
  );
}

function SecurityCenter() {
  const { t } = useTranslation(NS);
  const location = useLocation();
  const navigate = useNavigate();
  const requested = new URLSearchParams(location.search).get('tab') as Tab | null;
  const tab: Tab = requested && TABS.includes(requested) ? requested : 'password';
  const { data: config, isError, refetch } = useSecurityConfig();

  if (isError) return <RetryPanel message={t('security.load_failed')} retryLabel={t('common:retry')} onRetry={() => void refetch()} />;
  if (!config) return <Spinner />;
  const status = (on: boolean) => (
    <span className={`${ui.badge} ${on ? ui.badgeOk : ui.badgeWarn}`}>{on ? t('security.status_set') : t('security.status_unset')}</span>
  );
  return (
    <section className={ui.page} data-screen="security_center">
      <div className={ui.card}>
        <div className={styles.overview}>
          <div className={styles.overviewItem}>
            <LockIcon size={20} />
            <span>{t('security.payment_password')}</span>
            {status(config.hasPaymentPassword)}
          </div>
          <div className={styles.overviewItem}>
            <QuestionIcon size={20} />
            <span>{t('security.questions')}</span>
            {status(config.hasSecurityQuestions)}
          </div>
          <div className={styles.overviewItem}>
            <BankIcon size={20} />
            <span>{t('security.cards')}</span>
            <span className={ui.badge}>
              {config.bankCardCount}/{config.maxBankCards}
            </span>
          </div>
        </div>
        <Link to="/m/changePsw" className={styles.loginPassword}>
          <KeyIcon size={18} />
          {t('security.login_password')}
        </Link>
      </div>
      <Tabs
        names={TABS}
        current={tab}
        text={(name) => t(`security.tab_${name}`)}
        onSelect={(name) => navigate(`/m/securityCenter?tab=${name}`, { replace: true })}
        testId={(name) => `security-tab-${name}`}
      />
      {tab === 'password' ? <PaymentPasswordPanel config={config} /> : null}
      {tab === 'questions' ? <QuestionsPanel config={config} /> : null}
      {tab === 'cards' ? <CardsPanel config={config} /> : null}
    </section>
  );
}

function PasswordField({ name, label, field }: { name: string; label: string; field: UseFormRegisterReturn }) {
  return (
    <div className={ui.field}>
      <label className={ui.label} htmlFor={name}>
        {label}
      </label>
      <input id={name} type="password" className={ui.input} maxLength={LIMITS.secretMax} autoComplete="current-password" {...field} />
    </div>
  );
}

interface PinForm {
  loginPassword: string;
  oldPin: string;
  newPin: string;
  confirmPin: string;
  answers: Record<string, string>;
}
interface PinContext {
  /** No payment password yet: it is set with the login password. */
  setting: boolean;
  mode: 'change' | 'reset';
  questions: Array<{ questionId: number; question: string }>;
}
const EMPTY_PIN_FORM: PinForm = { loginPassword: '', oldPin: '', newPin: '', confirmPin: '', answers: {} };
const isPin = (pin: string) => (isPaymentPassword(pin) ? null : REQUIRED);
/** Set, change (old PIN) or reset (login password and security answers) the payment password (product-rules 5). */
const PIN_RULES: FormRules<PinForm, PinContext> = {
  loginPassword: (value, _values, { setting, mode }) => ((setting || mode === 'reset') && !value ? REQUIRED : null),
  oldPin: (value, _values, { setting, mode }) => (!setting && mode === 'change' ? isPin(value) : null),
  newPin: isPin,
  confirmPin: (value, { newPin }) => isPin(value) ?? (value === newPin ? null : 'common:in_confirmation_correct'),
  answers: (answers, _values, { mode, questions }) =>
    mode === 'reset' && !questions.every((q) => (answers?.[q.questionId] ?? '').trim()) ? REQUIRED : null,
};

function PaymentPasswordPanel({ config }: { config: SecurityConfig }) {
  const { t } = useTranslation(NS);
  const { busy, run } = useSecurityChange();
  const [mode, setMode] = useState<'change' | 'reset'>('change');
  const questions = useMyQuestions(mode === 'reset').data ?? NO_QUESTIONS;
  const setting = !config.hasPaymentPassword;
  const context = useMemo<PinContext>(() => ({ setting, mode, questions }), [setting, mode, questions]);
  const form = useRuleForm(PIN_RULES, { defaultValues: EMPTY_PIN_FORM, context });
  const { control, formState } = form;
  const reset = () => form.reset(EMPTY_PIN_FORM);
  const mismatch = fieldErrorKey(formState.errors, 'confirmPin');

  const submit = async ({ loginPassword, oldPin, newPin, confirmPin, answers }: PinForm) => {
    let ok: boolean;
    if (setting)
      ok = await run(
        () => securityApi.savePaymentPassword({ loginPassword, newPassword: newPin, confirmPassword: confirmPin }),
        t('security.pin_set'),
      );
    else if (mode === 'change')
      ok = await run(
        () => securityApi.savePaymentPassword({ oldPassword: oldPin, newPassword: newPin, confirmPassword: confirmPin }),
        t('security.pin_changed'),
      );
    else
      ok = await run(
        () =>
          securityApi.resetPaymentPassword({
            loginPassword,
            answers: questions.map((q) => ({ questionId: q.questionId, answer: answers[q.questionId] ?? '' })),
            newPassword: newPin,
            confirmPassword: confirmPin,
          }),
        t('security.pin_changed'),
      );
    if (ok) {
      reset();
      setMode('change');
    }
  };
  const pin = (name: 'oldPin' | 'newPin' | 'confirmPin', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => <PinInput name={name} value={field.value} onChange={field.onChange} label={label} />}
    />
  );

  return (
    <div className={ui.card} data-testid="payment-password-panel">
      <h2 className={ui.cardTitle}>
        <LockIcon size={18} />
        {setting ? t('security.set_pin') : mode === 'change' ? t('security.change_pin') : t('security.reset_pin')}
      </h2>
      <p className={ui.muted}>{t('security.pin_hint')}</p>
      {setting || mode === 'reset' ? (
        <PasswordField name="loginPassword" label={t('security.login_password_confirm')} field={form.register('loginPassword')} />
      ) : null}
      {!setting && mode === 'change' ? (
        <div className={ui.field}>
          <span className={ui.label}>{t('security.old_pin')}</span>
          {pin('oldPin', t('security.old_pin'))}
        </div>
      ) : null}
      {mode === 'reset'
        ? questions.map((q) => (
            <div key={q.questionId} className={ui.field}>
              <label className={ui.label} htmlFor={`answer-${q.questionId}`}>
                {q.question}
              </label>
              <input
                id={`answer-${q.questionId}`}
                className={ui.input}
                maxLength={LIMITS.securityAnswerMax}
                {...form.register(`answers.${q.questionId}`)}
              />
            </div>
          ))
        : null}
      <div className={ui.field}>
        <span className={ui.label}>{t('security.new_pin')}</span>
        {pin('newPin', t('security.new_pin'))}
      </div>
      <div className={ui.field}>
        <span className={ui.label}>{t('security.confirm_pin')}</span>
        {pin('confirmPin', t('security.confirm_pin'))}
        {mismatch ? <p className={ui.error}>{t(mismatch)}</p> : null}
      </div>
      <button
        type="button"
        className={ui.primaryButton}
        disabled={!formState.isValid || busy}
        onClick={form.handleSubmit(submit)}
        data-testid="pin-submit"
      >
        {busy ? t('common:loading') : t('common:submit')}
      </button>
      {!setting ? (
        <button
          type="button"
          className={ui.linkButton}
          onClick={() => {
            reset();
            setMode(mode === 'change' ? 'reset' : 'change');
          }}
        >
          {mode === 'change' ? t('security.forgot_payment_password') : t('security.back_to_change')}
        </button>
      ) : null}
    </div>
  );
}

interface QuestionsForm {
  rows: Array<{ questionId: number; answer: string }>;
  loginPassword: string;
}
/** product-rules 5: distinct questions, each answered, confirmed with the login password. */
const QUESTIONS_RULES: FormRules<QuestionsForm> = {
  rows: (rows) =>
    new Set(rows.map((r) => Number(r.questionId))).size !== rows.length
      ? 'errors:security.questions.invalid'
      : rows.every((r) => r.answer.trim())
        ? null
        : REQUIRED,
  loginPassword: required(),
};

function QuestionsPanel({ config }: { config: SecurityConfig }) {
  const { t } = useTranslation(NS);
  const { busy, run } = useSecurityChange();
  const catalogue = useQuestionCatalogue().data ?? NO_CATALOGUE;
  const myQuestions = useMyQuestions();
  const mine = myQuestions.isError ? NO_QUESTIONS : myQuestions.data;
  const [editing, setEditing] = useState(false);
  const form = useRuleForm(QUESTIONS_RULES, { defaultValues: { rows: [], loginPassword: '' } });
  const { formState, register, reset, watch } = form;
  // The form starts with the first questions of the catalogue, once it is read.
  useEffect(() => {
    reset({ rows: catalogue.slice(0, config.questionsMin).map((q) => ({ questionId: q.id, answer: '' })), loginPassword: '' });
  }, [catalogue, config.questionsMin, reset]);

  const rows = watch('rows');
  const notDistinct = fieldErrorKey(formState.errors, 'rows');
  const submit = async ({ rows, loginPassword }: QuestionsForm) => {
    const answers = rows.map((r) => ({ questionId: Number(r.questionId), answer: r.answer }));
    if (await run(() => securityApi.saveQuestions({ loginPassword, answers }), t('security.questions_saved'))) {
      setEditing(false);
      reset({ rows: answers.map((row) => ({ ...row, answer: '' })), loginPassword: '' });
    }
  };
  if (!mine) return <Spinner />;
  return (
    <div className={ui.card} data-testid="questions-panel">
      <h2 className={ui.cardTitle}>
        <QuestionIcon size={18} />
        {t('security.questions')}
      </h2>
      <p className={ui.muted}>{t('security.questions_hint')}</p>
      {mine.length && !editing ? (
        <>
          <ul className={ui.list}>
            {mine.map((q, i) => (
              <li key={q.questionId} className={ui.listItem}>
                <span className={styles.number}>{i + 1}</span>
                <span className={ui.itemMain}>
                  <span className={ui.itemTitle} style={{ whiteSpace: 'normal' }}>
                    {q.question}
                  </span>
                  <span className={ui.itemSub}>••••••</span>
                </span>
              </li>
            ))}
          </ul>
          <button type="button" className={ui.secondaryButton} onClick={() => setEditing(true)} data-testid="questions-edit">
            {t('security.questions_change')}
          </button>
        </>
      ) : (
        <>
          {rows.map((_row, i) => (
            <div key={i} className={ui.field}>
              <label className={ui.label} htmlFor={`question-${i}`}>
                {t('security.question_n', { n: i + 1 })}
              </label>
              <select
                id={`question-${i}`}
                className={ui.select}
                {...register(`rows.${i}.questionId`, { valueAsNumber: true })}
                data-testid={`question-${i}`}
              >
                {catalogue.map((q) => (
                  <option key={q.id} value={q.id}>
                    {q.question}
                  </option>
                ))}
              </select>
              <input
                className={ui.input}
                placeholder={t('security.answer')}
                maxLength={config.answerMaxLength}
                {...register(`rows.${i}.answer`)}
                data-testid={`answer-${i}`}
              />
            </div>
          ))}
          {notDistinct ? <p className={ui.error}>{t(notDistinct)}</p> : null}
          <PasswordField name="questionsLoginPassword" label={t('security.login_password_confirm')} field={register('loginPassword')} />
          <button
            type="button"
            className={ui.primaryButton}
            disabled={!formState.isValid || busy}
            onClick={form.handleSubmit(submit)}
            data-testid="questions-submit"
          >
            {busy ? t('common:loading') : t('common:submit')}
          </button>
        </>
      )}
    </div>
  );
}

interface CardForm {
  bankCode: string;
  accountNo: string;
  holder: string;
  pin: string;
}
/** A bank card: its number as the API checks it (spaces and dashes aside), the holder's name, the payment password. */
const CARD_RULES: FormRules<CardForm> = {
  bankCode: required(),
  accountNo: required((v) => (BANK_ACCOUNT_PATTERN.test(v.replace(/[\s-]/g, '')) ? null : 'errors:validation.failed')),
  holder: (v) => (v.trim().length < LIMITS.payeeNameMin ? REQUIRED : null),
  pin: isPin,
};
const REMOVE_RULES: FormRules<{ pin: string }> = { pin: isPin };

function CardsPanel({ config }: { config: SecurityConfig }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { busy, run } = useSecurityChange();
  const cardsQuery = useBankCards();
  const cards = cardsQuery.isError ? NO_CARDS : cardsQuery.data;
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<BankCard | null>(null);
  const cardForm = useRuleForm(CARD_RULES, {
    defaultValues: { bankCode: config.banks[0]?.code ?? '', accountNo: '', holder: '', pin: '' },
  });
  const removeForm = useRuleForm(REMOVE_RULES, { defaultValues: { pin: '' } });

  if (!config.hasPaymentPassword) {
    return (
      <div className={ui.card} data-testid="cards-panel">
        <p className={ui.muted}>{t('security.cards_need_pin')}</p>
        <button type="button" className={ui.primaryButton} onClick={() => navigate('/m/securityCenter?tab=password', { replace: true })}>
          {t('security.set_pin')}
        </button>
      </div>
    );
  }
  if (!cards) return <Spinner />;
  const add = async ({ bankCode, accountNo, holder, pin }: CardForm) => {
    if (await run(() => securityApi.addCard({ bankCode, accountNo, holder, paymentPassword: pin }), t('security.card_added'))) {
      setAdding(false);
      cardForm.setValue('accountNo', '');
      cardForm.setValue('pin', '');
    } else cardForm.setValue('pin', '');
  };
  const remove = async ({ pin }: { pin: string }) => {
    if (removing && (await run(() => securityApi.removeCard(removing.id, pin), t('security.card_removed')))) {
      setRemoving(null);
    }
    removeForm.setValue('pin', '');
  };
  return (
    <div className={ui.card} data-testid="cards-panel">
      <h2 className={ui.cardTitle}>
        <BankIcon size={18} />
        {t('security.cards')} ({cards.length}/{config.maxBankCards})
      </h2>
      {cards.length ? (
        <ul className={styles.cards}>
          {cards.map((card) => (
            <li key={card.id} className={styles.bankCard} data-testid="bank-card">
              <span className={styles.bankCode}>{card.bankCode}</span>
              <strong className={styles.bankName}>{card.bankName}</strong>
              <span className={styles.accountNo}>{card.accountNo}</span>
              <span className={styles.holder}>{card.holder}</span>
              <button
                type="button"
                className={styles.removeCard}
                onClick={() => setRemoving(card)}
                aria-label={t('security.remove_card')}
                data-testid={`remove-card-${card.id}`}
              >
                <TrashIcon size={18} />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={ui.muted}>{t('security.no_cards')}</p>
      )}
      {cards.length < config.maxBankCards ? (
        <button
          type="button"
          className={ui.secondaryButton}
          onClick={() => setAdding(true)}
          data-testid="add-card"
          style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 6 }}
        >
          <PlusIcon size={18} />
          {t('security.add_card')}
        </button>
      ) : null}
      {adding ? (
        <Sheet title={t('security.add_card')} onClose={() => setAdding(false)}>
          <div className={ui.field}>
            <label className={ui.label} htmlFor="bankCode">
              {t('deposit.bank')}
            </label>
            <select id="bankCode" className={ui.select} {...cardForm.register('bankCode')} data-testid="card-bank">
              {config.banks.map((b) => (
                <option key={b.code} value={b.code}>
                  {b.name}
                </option>
              ))}
            </select>
          </div>
          <div className={ui.field}>
            <label className={ui.label} htmlFor="accountNo">
              {t('deposit.account_no')}
            </label>
            <Controller
              control={cardForm.control}
              name="accountNo"
              render={({ field, fieldState }) => (
                <input
                  id="accountNo"
                  className={ui.input}
                  inputMode="numeric"
                  value={field.value}
                  maxLength={24}
                  onChange={(e) => field.onChange(e.target.value.replace(/[^\d -]/g, ''))}
                  onBlur={field.onBlur}
                  aria-invalid={fieldState.error?.type === 'rule'}
                  data-testid="card-account"
                />
              )}
            />
          </div>
          <div className={ui.field}>
            <label className={ui.label} htmlFor="holder">
              {t('deposit.holder')}
            </label>
            <input
              id="holder"
              className={ui.input}
              maxLength={LIMITS.payeeNameMax}
              {...cardForm.register('holder')}
              autoComplete="name"
              data-testid="card-holder"
            />
          </div>
          <div className={ui.field}>
            <span className={ui.label}>{t('security.payment_password')}</span>
            <Controller
              control={cardForm.control}
              name="pin"
              render={({ field }) => (
                <PinInput name="cardPin" value={field.value} onChange={field.onChange} label={t('security.payment_password')} />
              )}
            />
          </div>
          <button
            type="button"
            className={ui.primaryButton}
            disabled={busy || !cardForm.formState.isValid}
            onClick={cardForm.handleSubmit(add)}
            data-testid="card-submit"
          >
            {busy ? t('common:loading') : t('security.bind_card')}
          </button>
        </Sheet>
      ) : null}
      {removing ? (
        <Sheet title={t('security.remove_card')} onClose={() => setRemoving(null)}>
          <p className={ui.muted}>{t('security.remove_confirm', { bank: removing.bankName, account: removing.accountNo })}</p>
          <Controller
            control={removeForm.control}
            name="pin"
            render={({ field }) => (
              <PinInput name="removePin" value={field.value} onChange={field.onChange} label={t('security.payment_password')} />
            )}
          />
          <button
            type="button"
            className={ui.dangerButton}
            disabled={busy || !removeForm.formState.isValid}
            onClick={removeForm.handleSubmit(remove)}
            data-testid="remove-submit"
          >
            {busy ? t('common:loading') : t('security.remove_card')}
          </button>
        </Sheet>
      ) : null}
    </div>
  );
}
