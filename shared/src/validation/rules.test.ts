import { check, checkBirthday, checkConfirmation, isNickname, isPaymentPassword, PATTERNS, rules } from './rules';

describe('validation rules (product-rules 5)', () => {
  test('non-required empty passes, required empty fails', () => {
    expect(check('email', '', false)).toBeNull();
    expect(check('email', '', true)).toBe('common:required');
  });
  test('the e-mail pattern of product-rules 5', () => {
    expect(rules.email('a.b@mail.co.th')).toBeNull();
    expect(rules.email('ab@mail')).toBe('common:in_email_incorrect');
    expect(rules.email('a.b.c@mail.com')).toBe('common:in_email_incorrect');
  });
  test('sms code numeric max 10, captcha numeric max 6, mobile max 20', () => {
    expect(rules.verificationCode('1234567890')).toBeNull();
    expect(rules.verificationCode('12345678901')).not.toBeNull();
    expect(rules.captcha('123456')).toBeNull();
    expect(rules.captcha('1234567')).not.toBeNull();
    expect(rules.mobileNum('1'.repeat(20))).toBeNull();
    expect(rules.mobileNum('1'.repeat(21))).not.toBeNull();
  });
  test('confirmation and birthday', () => {
    expect(checkConfirmation('abc123', '')).toBe('common:in_enter_password');
    expect(checkConfirmation('abc123', 'abc124')).toBe('common:in_confirmation_correct');
    expect(checkConfirmation('abc123', 'abc123')).toBeNull();
    const now = new Date('2026-06-01');
    expect(checkBirthday('1900-01-01', now)).toBeNull();
    expect(checkBirthday('1899-12-31', now)).not.toBeNull();
    expect(checkBirthday('2026-12-31', now)).toBeNull();
    expect(checkBirthday('2027-01-01', now)).not.toBeNull();
    expect(checkBirthday('2001-02-30', now)).not.toBeNull();
  });
  test('payee name: letters of any script with their marks (a Thai name), no digits', () => {
    expect(rules.payeeName('สมชาย ใจดี')).toBeNull();
    expect(rules.payeeName("O'Neil-Smith")).toBeNull();
    expect(rules.payeeName('Somchai 2')).toBe('errors:format.payee.name');
    expect(rules.payeeName('S')).toBe('errors:format.payee.name');
  });
  test('nickname and payment password', () => {
    expect(isNickname(' ab ')).toBe(true);
    expect(isNickname(' a ')).toBe(false);
    expect(isNickname('a'.repeat(21))).toBe(false);
    expect(isPaymentPassword('123456')).toBe(true);
    expect(isPaymentPassword('12345a')).toBe(false);
  });
  test('the patterns as text (JSON Schema, registration settings) are the rules the forms run', () => {
    for (const [name, rule] of [
      ['username', rules.loginUsername],
      ['password', rules.password],
      ['mobileNum', rules.mobileNum],
    ] as const) {
      for (const value of ['alice_1', '1alice', 'abc123', 'abcdef', '0812345678', '12345', 'a'.repeat(17)]) {
        expect([name, value, new RegExp(PATTERNS[name], 'u').test(value)]).toEqual([name, value, rule(value) === null]);
      }
    }
  });
});
