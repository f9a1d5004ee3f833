import type { ActivityLabel } from '@site/shared/src/contracts/activities';
import { AppError } from '../http/errors';

/**
 * A member's state in an activity for one period: the label state machine of product-rules 4.18 and 4.31 (Join, Joined,
 * Process, Claim, Claimed, Applying, Rejected, Issued, coming soon, Close). Every change of state goes through
 * `next(transition, state)`; the stored states are the labels the screens show, and `labelOf` adds the ones that
 * need no entry (Join, Claim, coming soon, Close).
 */

export const ENTRY_STATES = ['JOINED', 'PROCESS', 'CLAIM', 'CLAIMED', 'APPLYING', 'REJECTED', 'ISSUED', 'CLOSE'] as const;
export type EntryState = (typeof ENTRY_STATES)[number];

/** No entry yet in this period. */
const NONE = null;

/** How a member takes part in an activity (activity-types.ts gives each type's). */
export type TakeKind = 'join' | 'apply' | 'claim' | 'auto';

export const TRANSITIONS = {
  /** The member enrols: a deposit match picked for the next deposit, a mission started. */
  join: { from: [NONE], to: 'JOINED' },
  /** The member picks another deposit promotion (or none) before a deposit used this one. */
  leave: { from: ['JOINED'], to: NONE },
  /** The member applies; an operator decides. */
  apply: { from: [NONE], to: 'APPLYING' },
  /** The operator approves an application: the reward is paid. */
  approve: { from: ['APPLYING'], to: 'ISSUED' },
  /** The operator rejects an application, with a reason. */
  reject: { from: ['APPLYING'], to: 'REJECTED' },
  /** The member claims a reward that is due: it is paid at once, in the same transaction. */
  claim: { from: [NONE, 'CLAIM'], to: 'CLAIMED' },
  /** A mission's tasks are done: its reward waits to be claimed. */
  complete: { from: ['JOINED'], to: 'CLAIM' },
  /** A qualifying deposit order was opened: the match waits for the money to arrive. */
  depositOpened: { from: ['JOINED'], to: 'PROCESS' },
  /** That order was rejected or failed: the match waits for another deposit. */
  depositFailed: { from: ['PROCESS'], to: 'JOINED' },
  /** The deposit was paid: the match is paid with it. */
  depositPaid: { from: ['JOINED', 'PROCESS'], to: 'ISSUED' },
  /** The member's first deposit was paid without qualifying: a first-deposit match can no longer apply. */
  lapse: { from: ['JOINED', 'PROCESS'], to: 'CLOSE' },
  /** The platform pays without being asked (an upgrade bonus when a VIP level is reached). */
  grant: { from: [NONE], to: 'ISSUED' },
} as const satisfies Record<string, { from: ReadonlyArray<EntryState | null>; to: EntryState | null }>;

export type Transition = keyof typeof TRANSITIONS;

/** The state after `transition`, or promo.state.invalid when it does not leave `state`. */
export function next(transition: Transition, state: EntryState | null): EntryState | null {
  const { from, to } = TRANSITIONS[transition];
  if (!(from as ReadonlyArray<EntryState | null>).includes(state))
    throw new AppError('promo.state.invalid', `${transition} does not apply to ${state ?? 'no entry'}`);
  return to;
}

/** Outcomes, and states waiting on someone else (an operator, a deposit): shown as they are even once the activity ends. */
const KEPT = new Set<EntryState>(['CLAIMED', 'ISSUED', 'REJECTED', 'APPLYING', 'PROCESS']);

export interface ActivityWindow {
  startsAt: Date;
  endsAt: Date | null;
  closedAt: Date | null;
}

export const isOpen = (a: ActivityWindow, now: Date) =>
  a.startsAt <= now && !(a.endsAt && a.endsAt <= now) && !(a.closedAt && a.closedAt <= now);

/** The label a member sees: the entry's state, or what an activity offers a member without an entry this period. */
export function labelOf(activity: ActivityWindow, kind: TakeKind, state: EntryState | null, now: Date): ActivityLabel {
  if (state && KEPT.has(state)) return state;
  if (activity.startsAt > now) return 'COMING_SOON';
  if (!isOpen(activity, now)) return 'CLOSE';
  if (state) return state;
  // Everyone takes part in an automatic activity (an upgrade bonus is paid when the level is reached).
  return kind === 'claim' ? 'CLAIM' : kind === 'auto' ? 'JOINED' : 'JOIN';
}

/**
 * product-rules 4.36: the label shown, with what the entry alone cannot say: a mission whose tasks are all done is
 * Claim while it is open and not yet claimed (the `complete` transition happens at the claim).
 */
export function shownLabel(
  activity: ActivityWindow,
  kind: TakeKind,
  state: EntryState | null,
  now: Date,
  missionDone: boolean,
): ActivityLabel {
  const label = labelOf(activity, kind, state, now);
  return missionDone && (label === 'JOIN' || label === 'JOINED') ? 'CLAIM' : label;
}
