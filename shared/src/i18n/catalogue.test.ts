import { ERROR_KEYS } from '../api/error-keys';
import th from './th.json';
import en from './en.json';

describe('i18n catalogue', () => {
  test('every server error key has a TH and an EN text', () => {
    for (const key of ERROR_KEYS) {
      expect([key, (th.errors as Record<string, string>)[key]]).toEqual([key, expect.any(String)]);
      expect([key, (en.errors as Record<string, string>)[key]]).toEqual([key, expect.any(String)]);
    }
  });
  test('TH and EN have the same keys in every namespace', () => {
    expect(Object.keys(th.common).sort()).toEqual(Object.keys(en.common).sort());
    expect(Object.keys(th.errors).sort()).toEqual(Object.keys(en.errors).sort());
  });
});
