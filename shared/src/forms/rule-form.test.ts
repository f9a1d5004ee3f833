import type { ResolverOptions } from 'react-hook-form';
import { rules } from '../validation/rules';
import { fieldErrorKey, REQUIRED, required, ruleResolver } from './rule-form';

interface Profile {
  email: string;
  pin: string;
  confirm: string;
}
const resolver = ruleResolver<Profile, { pinLength: number }>({
  email: required(rules.email),
  pin: (pin, _values, { pinLength }) => (pin.length === pinLength ? null : REQUIRED),
  confirm: (confirm, { pin }) => (confirm === pin ? null : 'common:in_confirmation_correct'),
});
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Profile>;

describe('a form validated by the shared rules', () => {
  test("each failing field carries its rule's key; an empty required one carries REQUIRED", async () => {
    const result = await resolver({ email: 'not-mail', pin: '', confirm: '1' }, { pinLength: 6 }, options);
    expect(result.values).toEqual({});
    expect(result.errors).toMatchObject({
      email: { type: 'rule', message: 'common:in_email_incorrect' },
      pin: { type: 'required', message: REQUIRED },
      confirm: { type: 'rule', message: 'common:in_confirmation_correct' },
    });
    expect(fieldErrorKey(result.errors, 'email')).toBe('common:in_email_incorrect');
    expect(fieldErrorKey(result.errors, 'pin')).toBeNull();
    expect(fieldErrorKey(result.errors, 'pin', { required: true })).toBe(REQUIRED);
  });

  test('a rule sees the other values and the context; passing values come back as they are', async () => {
    const values = { email: 'a.b@mail.co.th', pin: '1234', confirm: '1234' };
    expect((await resolver(values, { pinLength: 6 }, options)).errors).toHaveProperty('pin');
    expect(await resolver(values, { pinLength: 4 }, options)).toEqual({ values, errors: {} });
  });

  test('required fails a blank value before its rule runs', () => {
    const rule = required<Profile, undefined>(rules.payeeName);
    expect(rule('   ', {} as Profile, undefined)).toBe(REQUIRED);
    expect(rule('x', {} as Profile, undefined)).toBe('errors:format.payee.name');
    expect(rule('Somsri Player', {} as Profile, undefined)).toBeNull();
  });
});
