import type { SystemStatus } from '../contracts/system';
import { isPromoEnabled, showsReferralEntry } from './system-status';
import { promoSwitchOn } from '../promotions/promo-switch';

/** product-rules 6.9: the referral entry shows to a guest, or to a member who is not an agent while REFERRAL is on. */
const status = (enabled: boolean) => ({ info: { promos: { REFERRAL: { enabled, count: 0 } } } }) as unknown as SystemStatus;

test.each([
  ['a guest, REFERRAL off', null, status(false), true],
  ['a non-agent member (type 4), REFERRAL on', { type: 4 }, status(true), true],
  ['a non-agent member (type 40), REFERRAL off', { type: 40 }, status(false), false],
  ['a non-agent member, no status yet', { type: 4 }, null, false],
  ['an agent (type 1), REFERRAL on', { type: 1 }, status(true), false],
  ['type 1 that the merchant reads as no agent (the login said so), REFERRAL on', { type: 1, agent: false }, status(true), true],
  ['type 0 that the merchant reads as an agent, REFERRAL on', { type: 0, agent: true }, status(true), false],
  // product-rules 3.26: a key the merchant never set is on, as the engine reads it.
  ['a non-agent member, REFERRAL never set', { type: 4 }, { info: { promos: {} } } as unknown as SystemStatus, true],
] as const)('%s', (_name, session, s, shown) => {
  expect(showsReferralEntry(session, s)).toBe(shown);
});

test('product-rules 3.26: one rule for a promo switch, on unless turned off', () => {
  expect(promoSwitchOn(undefined, 'RAFFLE')).toBe(true);
  expect(promoSwitchOn({}, 'RAFFLE')).toBe(true);
  expect(promoSwitchOn({ RAFFLE: {} }, 'RAFFLE')).toBe(true);
  expect(promoSwitchOn({ RAFFLE: { enabled: true } }, 'RAFFLE')).toBe(true);
  expect(promoSwitchOn({ RAFFLE: { enabled: false } }, 'RAFFLE')).toBe(false);
  expect(isPromoEnabled(null, 'RAFFLE')).toBe(false);
});
