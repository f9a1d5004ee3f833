import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import {
  BANK_ACCOUNT_PATTERN,
  errorText,
  isPaymentPassword,
  LIMITS,
  RetryPanel,
  Spinner,
  toast,
  TOAST_MS,
  useTranslation,
} from '@site/shared';
import { NS } from '../i18n';
import { MemberGuard } from '../components/MemberGuard';
import { PinInput } from '../components/PinInput';
import { Sheet } from '../components/Sheet';
import { BankIcon, KeyIcon, LockIcon, PlusIcon, QuestionIcon, TrashIcon } from '../components/icons';
import { securityApi, type BankCard, type SecurityConfig } from '../api/security.api';
import ui from '../components/ui.module.css';
import styles from './security.module.css';

type Tab = 'password' | 'questions' | 'cards';
const TABS: Tab[] = ['password', 'questions', 'cards'];

/** Security centre (/m/securityCenter): payment password, security questions, bank cards (?tab= picks one). */
export function SecurityCenterPage() {
  return (
    <MemberGuard>
      <SecurityCenter />
    </MemberGuard>
  );
}

function useSave() {
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<unknown>, success: string): Promise<boolean> => {
    setBusy(true);
    try {
      await action();
      toast.show(success, 'success', TOAST_MS.success);
      return true;
    } catch (error) {
      toast.show(errorText(error), 'error', TOAST_MS.short);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

function SecurityCenter() {
  const { t } = useTranslation(NS);
  const location = useLocation();
  const navigate = useNavigate();
  const requested = new URLSearchParams(location.search).get('tab') as Tab | null;
  const tab: Tab = requested && TABS.includes(requested) ? requested : 'password';
  const [config, setConfig] = useState<SecurityConfig | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(async () => {
    setFailed(false);
    try {
      setConfig(await securityApi.config());
    } catch {
      setFailed(true);
    }
  }, []);
  useEffect(() => void load(), [load]);

  if (failed) return <RetryPanel message={t('security.load_failed')} retryLabel={t('common:retry')} onRetry={load} />;
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
      <div className={ui.tabs} role="tablist">
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            className={`${ui.tab} ${tab === name ? ui.tabActive : ''}`}
            onClick={() => navigate(`/m/securityCenter?tab=${name}`, { replace: true })}
            data-testid={`security-tab-${name}`}
          >
            {t(`security.tab_${name}`)}
          </button>
        ))}
      </div>
      {tab === 'password' ? <PaymentPasswordPanel config={config} onChanged={load} /> : null}
      {tab === 'questions' ? <QuestionsPanel config={config} onChanged={load} /> : null}
      {tab === 'cards' ? <CardsPanel config={config} onChanged={load} /> : null}
    </section>
  );
}

function PasswordField({ name, label, value, onChange }: { name: string; label: string; value: string; onChange: (v: string) => void }) {
  return (
    <div className={ui.field}>
      <label className={ui.label} htmlFor={name}>
        {label}
      </label>
      <input
        id={name}
        name={name}
        type="password"
        className={ui.input}
        value={value}
        maxLength={LIMITS.secretMax}
        autoComplete="current-password"
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

function PaymentPasswordPanel({ config, onChanged }: { config: SecurityConfig; onChanged: () => void }) {
  const { t } = useTranslation(NS);
  const { busy, run } = useSave();
  const [mode, setMode] = useState<'change' | 'reset'>('change');
  const [loginPassword, setLoginPassword] = useState('');
  const [oldPin, setOldPin] = useState('');
  const [newPin, setNewPin] = useState('');
  const [confirmPin, setConfirmPin] = useState('');
  const [questions, setQuestions] = useState<Array<{ questionId: number; question: string }>>([]);
  const [answers, setAnswers] = useState<Record<number, string>>({});
  useEffect(() => {
    if (mode === 'reset') securityApi.myQuestions().then(setQuestions, () => setQuestions([]));
  }, [mode]);

  const reset = () => {
    setLoginPassword('');
    setOldPin('');
    setNewPin('');
    setConfirmPin('');
    setAnswers({});
  };
  const mismatch = isPaymentPassword(confirmPin) && newPin !== confirmPin;
  const pinsReady = isPaymentPassword(newPin) && newPin === confirmPin;
  const setting = !config.hasPaymentPassword;

  const submit = async () => {
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
      onChanged();
    }
  };
  const ready =
    pinsReady &&
    (setting
      ? loginPassword.length > 0
      : mode === 'change'
        ? isPaymentPassword(oldPin)
        : loginPassword.length > 0 && questions.every((q) => (answers[q.questionId] ?? '').trim()));

  return (
    <div className={ui.card} data-testid="payment-password-panel">
      <h2 className={ui.cardTitle}>
        <LockIcon size={18} />
        {setting ? t('security.set_pin') : mode === 'change' ? t('security.change_pin') : t('security.reset_pin')}
      </h2>
      <p className={ui.muted}>{t('security.pin_hint')}</p>
      {setting || mode === 'reset' ? (
        <PasswordField
          name="loginPassword"
          label={t('security.login_password_confirm')}
          value={loginPassword}
          onChange={setLoginPassword}
        />
      ) : null}
      {!setting && mode === 'change' ? (
        <div className={ui.field}>
          <span className={ui.label}>{t('security.old_pin')}</span>
          <PinInput name="oldPin" value={oldPin} onChange={setOldPin} label={t('security.old_pin')} />
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
                value={answers[q.questionId] ?? ''}
                maxLength={LIMITS.securityAnswerMax}
                onChange={(e) => setAnswers((a) => ({ ...a, [q.questionId]: e.target.value }))}
              />
            </div>
          ))
        : null}
      <div className={ui.field}>
        <span className={ui.label}>{t('security.new_pin')}</span>
        <PinInput name="newPin" value={newPin} onChange={setNewPin} label={t('security.new_pin')} />
      </div>
      <div className={ui.field}>
        <span className={ui.label}>{t('security.confirm_pin')}</span>
        <PinInput name="confirmPin" value={confirmPin} onChange={setConfirmPin} label={t('security.confirm_pin')} />
        {mismatch ? <p className={ui.error}>{t('common:in_confirmation_correct')}</p> : null}
      </div>
      <button type="button" className={ui.primaryButton} disabled={!ready || busy} onClick={submit} data-testid="pin-submit">
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

function QuestionsPanel({ config, onChanged }: { config: SecurityConfig; onChanged: () => void }) {
  const { t } = useTranslation(NS);
  const { busy, run } = useSave();
  const [catalogue, setCatalogue] = useState<Array<{ id: number; question: string }>>([]);
  const [mine, setMine] = useState<Array<{ questionId: number; question: string }> | null>(null);
  const [editing, setEditing] = useState(false);
  const [rows, setRows] = useState<Array<{ questionId: number; answer: string }>>([]);
  const [loginPassword, setLoginPassword] = useState('');
  useEffect(() => {
    securityApi.questions().then(
      (list) => {
        setCatalogue(list);
        setRows(list.slice(0, config.questionsMin).map((q) => ({ questionId: q.id, answer: '' })));
      },
      () => undefined,
    );
    securityApi.myQuestions().then(setMine, () => setMine([]));
  }, [config.questionsMin]);

  const distinct = new Set(rows.map((r) => r.questionId)).size === rows.length;
  const ready = distinct && rows.every((r) => r.answer.trim()) && loginPassword.length > 0;
  const submit = async () => {
    if (await run(async () => setMine(await securityApi.saveQuestions({ loginPassword, answers: rows })), t('security.questions_saved'))) {
      setEditing(false);
      setLoginPassword('');
      setRows((r) => r.map((row) => ({ ...row, answer: '' })));
      onChanged();
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
          {rows.map((row, i) => (
            <div key={i} className={ui.field}>
              <label className={ui.label} htmlFor={`question-${i}`}>
                {t('security.question_n', { n: i + 1 })}
              </label>
              <select
                id={`question-${i}`}
                className={ui.select}
                value={row.questionId}
                onChange={(e) => setRows((r) => r.map((x, j) => (j === i ? { ...x, questionId: Number(e.target.value) } : x)))}
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
                value={row.answer}
                maxLength={config.answerMaxLength}
                onChange={(e) => setRows((r) => r.map((x, j) => (j === i ? { ...x, answer: e.target.value } : x)))}
                data-testid={`answer-${i}`}
              />
            </div>
          ))}
          {!distinct ? <p className={ui.error}>{t('errors:security.questions.invalid')}</p> : null}
          <PasswordField
            name="questionsLoginPassword"
            label={t('security.login_password_confirm')}
            value={loginPassword}
            onChange={setLoginPassword}
          />
          <button type="button" className={ui.primaryButton} disabled={!ready || busy} onClick={submit} data-testid="questions-submit">
            {busy ? t('common:loading') : t('common:submit')}
          </button>
        </>
      )}
    </div>
  );
}

function CardsPanel({ config, onChanged }: { config: SecurityConfig; onChanged: () => void }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { busy, run } = useSave();
  const [cards, setCards] = useState<BankCard[] | null>(null);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<BankCard | null>(null);
  const [bankCode, setBankCode] = useState(config.banks[0]?.code ?? '');
  const [accountNo, setAccountNo] = useState('');
  const [holder, setHolder] = useState('');
  const [pin, setPin] = useState('');
  const load = useCallback(() => securityApi.cards().then(setCards, () => setCards([])), []);
  useEffect(() => void load(), [load]);

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
  const accountOk = BANK_ACCOUNT_PATTERN.test(accountNo.replace(/[\s-]/g, ''));
  const add = async () => {
    if (await run(() => securityApi.addCard({ bankCode, accountNo, holder, paymentPassword: pin }), t('security.card_added'))) {
      setAdding(false);
      setAccountNo('');
      setPin('');
      await load();
      onChanged();
    } else setPin('');
  };
  const remove = async () => {
    if (removing && (await run(() => securityApi.removeCard(removing.id, pin), t('security.card_removed')))) {
      setRemoving(null);
      await load();
      onChanged();
    }
    setPin('');
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
            <select
              id="bankCode"
              className={ui.select}
              value={bankCode}
              onChange={(e) => setBankCode(e.target.value)}
              data-testid="card-bank"
            >
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
            <input
              id="accountNo"
              className={ui.input}
              inputMode="numeric"
              value={accountNo}
              maxLength={24}
              onChange={(e) => setAccountNo(e.target.value.replace(/[^\d -]/g, ''))}
              aria-invalid={accountNo !== '' && !accountOk}
              data-testid="card-account"
            />
          </div>
          <div className={ui.field}>
            <label className={ui.label} htmlFor="holder">
              {t('deposit.holder')}
            </label>
            <input
              id="holder"
              className={ui.input}
              value={holder}
              maxLength={LIMITS.payeeNameMax}
              onChange={(e) => setHolder(e.target.value)}
              autoComplete="name"
              data-testid="card-holder"
            />
          </div>
          <div className={ui.field}>
            <span className={ui.label}>{t('security.payment_password')}</span>
            <PinInput name="cardPin" value={pin} onChange={setPin} label={t('security.payment_password')} />
          </div>
          <button
            type="button"
            className={ui.primaryButton}
            disabled={busy || !accountOk || holder.trim().length < LIMITS.payeeNameMin || !isPaymentPassword(pin)}
            onClick={add}
            data-testid="card-submit"
          >
            {busy ? t('common:loading') : t('security.bind_card')}
          </button>
        </Sheet>
      ) : null}
      {removing ? (
        <Sheet title={t('security.remove_card')} onClose={() => setRemoving(null)}>
          <p className={ui.muted}>{t('security.remove_confirm', { bank: removing.bankName, account: removing.accountNo })}</p>
          <PinInput name="removePin" value={pin} onChange={setPin} label={t('security.payment_password')} />
          <button
            type="button"
            className={ui.dangerButton}
            disabled={busy || !isPaymentPassword(pin)}
            onClick={remove}
            data-testid="remove-submit"
          >
            {busy ? t('common:loading') : t('security.remove_card')}
          </button>
        </Sheet>
      ) : null}
    </div>
  );
}
