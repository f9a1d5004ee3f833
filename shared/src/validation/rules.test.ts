import { check, checkBirthday, checkConfirmation, rules } from './rules';

describe('validation rules (spec 5)', () => {
  test('non-required empty passes, required empty fails', () => {
    expect(check('email', '', false)).toBeNull();
    expect(check('email', '', true)).toBe('common:required');
  });
  test('spec e-mail pattern', () => {
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
});
