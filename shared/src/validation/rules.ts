/**
 * product-rules 5: the shared rule set (loginUsername, loginPassword, loginMobileNum, mobileNum, verificationCode,
 * password, ...), the one source of these rules: the forms run them, the API's services check the same patterns,
 * the registration settings hand them to the page, and the contracts' schemas (shared/src/contracts) take their
 * bounds and patterns from here. Each rule returns null when the value passes or the i18n key of its message.
 * product-rules 5: a non-required empty field passes; the product rules do not show the bounds, these are ours.
 */
export type Rule = (value: string) => string | null;

export const LIMITS = {
  usernameMin: 4,
  usernameMax: 16,
  passwordMin: 6,
  passwordMax: 20,
  mobileMin: 6,
  mobileMax: 20,
  smsCodeMax: 10,
  captchaMax: 6,
  emailMax: 254,
  nicknameMin: 2,
  nicknameMax: 20,
  payeeNameMin: 2,
  payeeNameMax: 50,
  commentMax: 140,
  birthdayFromYear: 1900,
  /** A payment (withdrawal) password is a PIN of this many digits. */
  paymentPasswordLength: 6,
  bankAccountMin: 8,
  bankAccountMax: 20,
  /** A security answer's length once normalised. */
  securityAnswerMax: 50,
  /** product-rules 5: uploaded pictures are png or jpg under 5 MB. */
  avatarMaxBytes: 5 * 1024 * 1024,
  /** The longest secret a body may carry (login password, PIN, answer check): a bound on work, not a rule. */
  secretMax: 64,
} as const;

/**
 * The rules' patterns as text: the form JSON Schema's `pattern` and the registration settings' `acceptedPattern`
 * take. Each holds under the `u` flag (Ajv compiles patterns with it; the payee name needs it).
 */
export const PATTERNS = {
  /** A letter, then letters, digits or _. */
  username: `^[A-Za-z][A-Za-z0-9_]{${LIMITS.usernameMin - 1},${LIMITS.usernameMax - 1}}$`,
  /** Printable ASCII with at least one letter and one digit. */
  password: `^(?=.*[A-Za-z])(?=.*\\d)[\\x21-\\x7e]{${LIMITS.passwordMin},${LIMITS.passwordMax}}$`,
  mobileNum: `^\\d{${LIMITS.mobileMin},${LIMITS.mobileMax}}$`,
  verificationCode: `^\\d{1,${LIMITS.smsCodeMax}}$`,
  captcha: `^\\d{1,${LIMITS.captchaMax}}$`,
  /** product-rules 5: word characters, optional dotted part, @, domain word, one to three dot groups of 2-3 letters. */
  email: '^\\w+(\\.\\w+)?@\\w+(\\.[A-Za-z]{2,3}){1,3}$',
  /** Letters of any script with their marks (Thai vowels and tones are marks), spaces, dots, apostrophes, hyphens. */
  payeeName: `^[\\p{L}\\p{M} .'-]{${LIMITS.payeeNameMin},${LIMITS.payeeNameMax}}$`,
  paymentPassword: `^\\d{${LIMITS.paymentPasswordLength}}$`,
  bankAccountNo: `^\\d{${LIMITS.bankAccountMin},${LIMITS.bankAccountMax}}$`,
} as const;

const pattern = (name: keyof typeof PATTERNS) => new RegExp(PATTERNS[name], 'u');
export const EMAIL_PATTERN = pattern('email');
export const USERNAME_PATTERN = pattern('username');
export const PASSWORD_PATTERN = pattern('password');
export const MOBILE_PATTERN = pattern('mobileNum');
export const PAYEE_NAME_PATTERN = pattern('payeeName');
export const PAYMENT_PASSWORD_PATTERN = pattern('paymentPassword');
export const BANK_ACCOUNT_PATTERN = pattern('bankAccountNo');
const VERIFICATION_CODE_PATTERN = pattern('verificationCode');
const CAPTCHA_PATTERN = pattern('captcha');

/** A whole payment password (PIN). */
export const isPaymentPassword = (value: string) => PAYMENT_PASSWORD_PATTERN.test(value);
/** A nickname's length once trimmed. */
export const isNickname = (value: string) => value.trim().length >= LIMITS.nicknameMin && value.trim().length <= LIMITS.nicknameMax;
export const isEmail = (value: string) => value.trim().length <= LIMITS.emailMax && EMAIL_PATTERN.test(value.trim());

export const rules = {
  loginUsername: (v: string) => (USERNAME_PATTERN.test(v.trim()) ? null : 'errors:format.account'),
  loginPassword: (v: string) => (v.length >= LIMITS.passwordMin && v.length <= LIMITS.passwordMax ? null : 'errors:format.password'),
  password: (v: string) => (PASSWORD_PATTERN.test(v) ? null : 'errors:format.password'),
  loginMobileNum: (v: string) => (MOBILE_PATTERN.test(v) ? null : 'errors:format.mobile'),
  mobileNum: (v: string) => (MOBILE_PATTERN.test(v) ? null : 'errors:format.mobile'),
  verificationCode: (v: string) => (VERIFICATION_CODE_PATTERN.test(v) ? null : 'common:enter_verification_code'),
  captcha: (v: string) => (CAPTCHA_PATTERN.test(v) ? null : 'errors:captcha.incorrect'),
  email: (v: string) => (isEmail(v) ? null : 'common:in_email_incorrect'),
  payeeName: (v: string) => (PAYEE_NAME_PATTERN.test(v.trim()) ? null : 'errors:format.payee.name'),
} satisfies Record<string, Rule>;

export type RuleName = keyof typeof rules;

/** Runs a rule the way every form does: empty and not required passes, empty and required fails. */
export function check(rule: RuleName, value: string, required: boolean): string | null {
  if (!value) return required ? 'common:required' : null;
  return rules[rule](value);
}

/** product-rules 5: confirmation must equal the password; empty asks for it. */
export function checkConfirmation(password: string, confirmation: string): string | null {
  if (!confirmation) return 'common:in_enter_password';
  return password === confirmation ? null : 'common:in_confirmation_correct';
}

/** product-rules 5: birthday from 1900 to the end of the current year, YYYY-MM-DD. */
export function checkBirthday(value: string, now = new Date()): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return 'errors:validation.failed';
  const date = new Date(`${value}T00:00:00Z`);
  const year = Number(match[1]);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return 'errors:validation.failed';
  return year >= LIMITS.birthdayFromYear && year <= now.getFullYear() ? null : 'errors:validation.failed';
}
