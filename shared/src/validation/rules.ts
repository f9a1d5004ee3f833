/**
 * spec 5: the shared rule set (loginUsername, loginPassword, loginMobileNum, mobileNum, verificationCode,
 * password, ...). Each rule returns null when the value passes or the i18n key of its message.
 * spec 5: a non-required empty field passes; the spec does not show the bounds, these are ours.
 */
export type Rule = (value: string) => string | null;

export const LIMITS = {
  usernameMin: 4,
  usernameMax: 16,
  passwordMin: 6,
  passwordMax: 20,
  mobileMax: 20,
  smsCodeMax: 10,
  captchaMax: 6,
  emailMax: 254,
  commentMax: 140,
  birthdayFromYear: 1900,
} as const;

/** spec 5: word characters, optional dotted part, @, domain word, one to three dot groups of 2-3 letters. */
export const EMAIL_PATTERN = /^\w+(\.\w+)?@\w+(\.[A-Za-z]{2,3}){1,3}$/;
const USERNAME_PATTERN = new RegExp(`^[A-Za-z][A-Za-z0-9_]{${LIMITS.usernameMin - 1},${LIMITS.usernameMax - 1}}$`);
const PASSWORD_PATTERN = new RegExp(`^(?=.*[A-Za-z])(?=.*\\d)[\\x21-\\x7e]{${LIMITS.passwordMin},${LIMITS.passwordMax}}$`);
const MOBILE_PATTERN = new RegExp(`^\\d{6,${LIMITS.mobileMax}}$`);

export const rules = {
  loginUsername: (v: string) => (USERNAME_PATTERN.test(v.trim()) ? null : 'errors:format.account'),
  loginPassword: (v: string) => (v.length >= LIMITS.passwordMin && v.length <= LIMITS.passwordMax ? null : 'errors:format.password'),
  password: (v: string) => (PASSWORD_PATTERN.test(v) ? null : 'errors:format.password'),
  loginMobileNum: (v: string) => (MOBILE_PATTERN.test(v) ? null : 'errors:format.mobile'),
  mobileNum: (v: string) => (MOBILE_PATTERN.test(v) ? null : 'errors:format.mobile'),
  verificationCode: (v: string) => (/^\d{1,10}$/.test(v) ? null : 'common:enter_verification_code'),
  captcha: (v: string) => (/^\d{1,6}$/.test(v) ? null : 'errors:captcha.incorrect'),
  email: (v: string) => (v.trim().length <= LIMITS.emailMax && EMAIL_PATTERN.test(v.trim()) ? null : 'common:in_email_incorrect'),
} satisfies Record<string, Rule>;

export type RuleName = keyof typeof rules;

/** Runs a rule the way every form does: empty and not required passes, empty and required fails. */
export function check(rule: RuleName, value: string, required: boolean): string | null {
  if (!value) return required ? 'common:required' : null;
  return rules[rule](value);
}

/** spec 5: confirmation must equal the password; empty asks for it. */
export function checkConfirmation(password: string, confirmation: string): string | null {
  if (!confirmation) return 'common:in_enter_password';
  return password === confirmation ? null : 'common:in_confirmation_correct';
}

/** spec 5: birthday from 1900 to the end of the current year, YYYY-MM-DD. */
export function checkBirthday(value: string, now = new Date()): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return 'errors:validation.failed';
  const date = new Date(`${value}T00:00:00Z`);
  const year = Number(match[1]);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return 'errors:validation.failed';
  return year >= LIMITS.birthdayFromYear && year <= now.getFullYear() ? null : 'errors:validation.failed';
}
