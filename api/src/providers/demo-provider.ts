import { AppError } from '../http/errors';
import { canonicalJson } from '../http/idempotency';
import { signBody, type CallbackBody, type CallbackResult } from './provider-wallet.service';
import type { ProviderConfig } from './provider.config';

/**
 * The local demo provider: what a vendor runs on its side. Its games (docs/games.md: live tables, cockfight, slots,
 * fishing, sportsbook, poker) settle real rounds only through the operator's signed seamless-wallet callbacks, sent
 * by the sender made here.
 */

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

/** The wallet answered and said no (its error key, a 4xx): nothing was applied. Anything else may have been applied. */
export const walletRefused = (error: unknown) => error instanceof AppError && error.status < 500;

/**
 * A bet's debit. If its answer is lost (a network failure, a 5xx), one rollback of that debit follows (transaction
 * `rollbackId`, the same id the game uses to refund a cancelled bet): it refunds a debit that was applied after all,
 * moves nothing for one that was not, and leaves a tombstone so a late copy of the debit is refused. So a bet that
 * failed holds no money, whatever the failure. A refusal needs no rollback. Throws the debit's error.
 */
export async function debitBet(send: CallbackSender, body: CallbackBody, rollbackId: string): Promise<CallbackResult> {
  try {
    return await send('debit', body);
  } catch (error) {
    if (walletRefused(error)) throw error;
    const { playerToken, roundId, gameCode, transactionId } = body;
    await send('rollback', { playerToken, roundId, gameCode, transactionId: rollbackId, refTransactionId: transactionId }).catch(
      () => undefined,
    );
    throw error;
  }
}

/**
 * The `roundEnd` of one bet's credit in a round where the player has several bets (a live table, a cockfight): only
 * the last bet (by bet order, refused bets aside) ends the player's round, and the wallet holds any later credit of it
 * for review. So that last credit waits ('wait': settle it later) while an earlier bet of the round is still open
 * (another reader is settling it, or the wallet refused it for now): no credit of the round comes after its end.
 */
export function roundEndOf(roundBets: { id: number | string; status: string }[], betId: number | string): boolean | 'wait' {
  const standing = roundBets.filter((b) => b.status !== 'refused');
  if (Number(standing[standing.length - 1]?.id) !== Number(betId)) return false;
  return standing.some((b) => Number(b.id) !== Number(betId) && b.status === 'placed') ? 'wait' : true;
}

/** The balance the demo game shows: the provider asks the operator (balance callback) for the player's game wallet. */
export async function demoBalance(playerToken: string, send: CallbackSender): Promise<{ balance: number }> {
  const { balance } = await send('balance', { playerToken });
  return { balance };
}
