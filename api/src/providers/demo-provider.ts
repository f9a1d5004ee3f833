import crypto from 'node:crypto';
import { AppError } from '../http/errors';
import { canonicalJson } from '../http/idempotency';
import { signBody, type CallbackBody, type CallbackResult } from './provider-wallet.service';
import type { ProviderConfig } from './provider.config';
import type { DemoRound } from '@site/shared/src/contracts/providers';

/**
 * The local demo provider's own game server (what a vendor runs on its side): one simple two-way game per
 * category (Dragon/Tiger, Hi/Lo, left/right shot, home/away...): pick a side, 1.94x on a win (RTP 97%),
 * and about one round in fifty is voided by the "dealer", which the provider settles with a rollback.
 * Real rounds settle only through the operator's signed seamless-wallet callbacks.
 */
export const DEMO_PAYOUT_PERCENT = 194;
export const DEMO_VOID_PER_MILLE = 20;

export interface DemoPlay {
  amount: number;
  pick: 0 | 1;
}

/** Sends one signed callback to the operator and returns its result (throws the operator's refusal). */
export interface CallbackSender {
  (kind: 'balance', body: { playerToken: string }): Promise<{ balance: number; wallet: string; playerId?: string }>;
  (kind: 'debit' | 'credit' | 'rollback', body: CallbackBody): Promise<CallbackResult>;
}

type CallbackAnswer = { status: number; body: { success: boolean; value?: unknown; errorCode?: string } };

export function signedCallback(
  provider: ProviderConfig,
  post: (url: string, rawBody: string, headers: Record<string, string>) => Promise<CallbackAnswer>,
): CallbackSender {
  const send = async (kind: string, body: object): Promise<unknown> => {
    const raw = canonicalJson(body);
    const response = await post(`/wps/provider/${provider.code}/${kind}`, raw, {
      'content-type': 'application/json',
      'x-signature': signBody(provider.secret, raw),
    });
    if (!response.body.success) throw new AppError((response.body.errorCode ?? 'unknown.error') as never, undefined, response.status);
    return response.body.value;
  };
  // The operator's answer has the shape of the callback's kind (the seamless-wallet contract).
  return send as CallbackSender;
}

export function parseDemoPlay(body: unknown): DemoPlay {
  const b = (body ?? {}) as Record<string, unknown>;
  const amount = b.amount;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 100 || amount % 50 !== 0 || amount > 1_000_000)
    throw new AppError('game.bet.invalid');
  if (b.pick !== 0 && b.pick !== 1) throw new AppError('game.bet.invalid');
  return { amount, pick: b.pick };
}

/** The balance the demo game shows: the provider asks the operator (balance callback) for the player's game wallet. */
export async function demoBalance(playerToken: string, send: CallbackSender): Promise<{ balance: number }> {
  const { balance } = await send('balance', { playerToken });
  return { balance };
}

export async function playDemo(
  play: DemoPlay,
  playerToken: string | null,
  send: CallbackSender | null,
  gameCode: string,
): Promise<DemoRound> {
  const roundId = `R${Date.now().toString(36)}${crypto.randomBytes(5).toString('hex')}`;
  const result = crypto.randomInt(2) as 0 | 1;
  const voided = crypto.randomInt(1000) < DEMO_VOID_PER_MILLE;
  const win = !voided && result === play.pick ? (play.amount * DEMO_PAYOUT_PERCENT) / 100 : 0;
  if (!playerToken || !send)
    return { roundId, pick: play.pick, result, voided, amount: play.amount, win: voided ? play.amount : win, balance: null, free: true };
  const debitId = `${roundId}:D`;
  let settled = await send('debit', { playerToken, transactionId: debitId, roundId, amount: play.amount, gameCode });
  if (voided) {
    settled = await send('rollback', { playerToken, transactionId: `${roundId}:RB`, roundId, refTransactionId: debitId, gameCode });
  } else {
    settled = await send('credit', { playerToken, transactionId: `${roundId}:C`, roundId, amount: win, gameCode });
  }
  return {
    roundId,
    pick: play.pick,
    result,
    voided,
    amount: play.amount,
    win: voided ? play.amount : win,
    balance: settled.balance,
    free: false,
  };
}
