import type { ActivityConfig } from '@site/shared/src/contracts/activities';
import { takeKind } from './activity-types';
import { ENTRY_STATES, labelOf, next, shownLabel, TRANSITIONS, type EntryState, type TakeKind, type Transition } from './entry-state';

const STATES: Array<EntryState | null> = [null, ...ENTRY_STATES];

/** Where each transition may start and where it leads: the machine of product-rules 4.18, written out once more. */
const EXPECTED: Record<Transition, Array<[EntryState | null, EntryState | null]>> = {
  join: [[null, 'JOINED']],
  leave: [['JOINED', null]],
  apply: [[null, 'APPLYING']],
  approve: [['APPLYING', 'ISSUED']],
  reject: [['APPLYING', 'REJECTED']],
  claim: [
    [null, 'CLAIMED'],
    ['CLAIM', 'CLAIMED'],
  ],
  complete: [['JOINED', 'CLAIM']],
  depositOpened: [['JOINED', 'PROCESS']],
  depositFailed: [['PROCESS', 'JOINED']],
  depositPaid: [
    ['JOINED', 'ISSUED'],
    ['PROCESS', 'ISSUED'],
  ],
  lapse: [
    ['JOINED', 'CLOSE'],
    ['PROCESS', 'CLOSE'],
  ],
  grant: [[null, 'ISSUED']],
};

describe('entry state machine', () => {
  test('every transition is named and tested', () => {
    expect(Object.keys(TRANSITIONS).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  test.each(Object.keys(EXPECTED) as Transition[])('%s leads from its states only, and where it says', (transition) => {
    for (const state of STATES) {
      const allowed = EXPECTED[transition].find(([from]) => from === state);
      if (allowed) expect(next(transition, state)).toBe(allowed[1]);
      else expect(() => next(transition, state)).toThrow(expect.objectContaining({ errorCode: 'promo.state.invalid', status: 409 }));
    }
  });

  test('decided applications stay decided: approving a rejected one, or rejecting an issued one, is refused', () => {
    expect(() => next('approve', 'REJECTED')).toThrow(expect.objectContaining({ errorCode: 'promo.state.invalid' }));
    expect(() => next('reject', 'ISSUED')).toThrow(expect.objectContaining({ errorCode: 'promo.state.invalid' }));
    expect(() => next('claim', 'CLAIMED')).toThrow(expect.objectContaining({ errorCode: 'promo.state.invalid' }));
  });
});

describe('labels', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  const open = { startsAt: new Date('2026-01-01'), endsAt: null, closedAt: null };
  const ended = { ...open, endsAt: new Date('2026-05-01') };
  const closed = { ...open, closedAt: new Date('2026-05-31') };
  const soon = { ...open, startsAt: new Date('2026-07-01') };

  test.each<[TakeKind, string]>([
    ['join', 'JOIN'],
    ['apply', 'JOIN'],
    ['claim', 'CLAIM'],
    ['auto', 'JOINED'],
  ])('without an entry a %s activity shows %s', (kind, label) => {
    expect(labelOf(open, kind, null, now)).toBe(label);
  });

  test("coming soon before the start, Close after the end or an operator's close", () => {
    expect(labelOf(soon, 'join', null, now)).toBe('COMING_SOON');
    expect(labelOf(ended, 'join', null, now)).toBe('CLOSE');
    expect(labelOf(closed, 'claim', null, now)).toBe('CLOSE');
    expect(labelOf(ended, 'join', 'JOINED', now)).toBe('CLOSE');
    expect(labelOf(ended, 'join', 'CLAIM', now)).toBe('CLOSE');
  });

  test("the entry's state is the label; outcomes and waits stay shown after the end", () => {
    for (const state of ENTRY_STATES) expect(labelOf(open, 'join', state, now)).toBe(state);
    for (const state of ['CLAIMED', 'ISSUED', 'REJECTED', 'APPLYING', 'PROCESS'] as const)
      expect(labelOf(ended, 'join', state, now)).toBe(state);
  });
});

describe('shownLabel (product-rules 4.36)', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  const open = { startsAt: new Date('2026-11-01T00:00:00Z'), endsAt: null, closedAt: null };
  const ended = { ...open, endsAt: new Date('2026-11-20T00:00:00Z') };
  test.each([
    ['a mission not done, no entry', open, null, false, 'JOIN'],
    ['a mission not done, joined', open, 'JOINED', false, 'JOINED'],
    ['a mission done, no entry', open, null, true, 'CLAIM'],
    ['a mission done, joined', open, 'JOINED', true, 'CLAIM'],
    ['a mission done and claimed', open, 'CLAIMED', true, 'CLAIMED'],
    ['a mission done after its end', ended, 'JOINED', true, 'CLOSE'],
  ] as const)('%s', (_name, window, state, done, label) => {
    expect(shownLabel(window, 'join', state, now, done)).toBe(label);
  });
  test('an automatic activity: Joined without an entry, Issued once paid', () => {
    expect(shownLabel(open, 'auto', null, now, false)).toBe('JOINED');
    expect(shownLabel(open, 'auto', 'ISSUED', now, false)).toBe('ISSUED');
  });
  test('raffle tickets and upgrade bonuses come without a tap: automatic, so never Join', () => {
    const config = { frequency: 'ONCE', reward: { raffleCode: 'R', source: 'TURNOVER', every: 1_000 } } as unknown as ActivityConfig;
    expect(takeKind('TICKET', config)).toBe('auto');
    expect(takeKind('UPGRADE_BONUS', null)).toBe('auto');
    expect(shownLabel(open, takeKind('TICKET', config), null, now, false)).toBe('JOINED');
  });
});
