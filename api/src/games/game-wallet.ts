import type { Db, Queryable } from '../db/db';
import { postTransferIn as postLedgerTransferIn, type TransferInput, type TransferResult } from '../wallet/ledger.service';
import { countWager } from '../promotions/turnover.service';
import { countVipEvent } from '../promotions/vip.service';

/**
 * The one seam between the games (BGS, providers, lottery) and money: every bet, win, refund and rollback is a
 * transfer in the double-entry ledger (api/src/wallet/ledger.service.ts), never a counter here. Bets and refunds of
 * bets are reported as turnover in the same transaction (promotions/turnover.service.ts) and to the VIP engine
 * (promotions/vip.service.ts, product-rules 4.33), here for every game.
 */
export async function postTransferIn(tx: Queryable, input: TransferInput): Promise<TransferResult> {
  const result = await postLedgerTransferIn(tx, input);
  await countWager(tx, input, result);
  if (!result.replayed && input.code === 'BET' && 'memberId' in input.from)
    await countVipEvent(tx, input.merchantCode, input.from.memberId, { turnover: input.amount });
  if (!result.replayed && input.code === 'ROLLBACK' && 'memberId' in input.to)
    await countVipEvent(tx, input.merchantCode, input.to.memberId, { turnover: -input.amount });
  return result;
}

export const postTransfer = (db: Db, input: TransferInput): Promise<TransferResult> => db.transaction((tx) => postTransferIn(tx, input));

export { walletBalance } from '../wallet/ledger.service';
export type { AccountRef, TransferInput, TransferResult } from '../wallet/ledger.service';
/** Which of the member's wallets a vendor's game plays from (its vendor wallet, or MAIN). */
export { gameWalletOf } from '../wallet/wallet.service';

/** The member's main wallet: the in-house games play from it, and every game on a one-wallet merchant. */
export const MAIN_WALLET = 'MAIN';
/** House accounts of the game side of each transfer. */
export const HOUSE = {
  bgs: 'GAME:BGS',
  lottery: 'LOTTERY',
  provider: (code: string) => `PROVIDER:${code}`,
} as const;

/**
 * The catalogue game a bet, win or refund belongs to, carried in its transfer's meta (`vendor`, `gameId`) so the
 * member's records name it as the lobby does, in the member's language, never by a code. A lottery order carries
 * only its lottery game id, which names one catalogue entry by itself.
 */
export interface GameRef {
  vendor: string | null;
  gameId: string;
}

export const gameRefOf = (meta: Record<string, unknown> | null | undefined): GameRef | null =>
  typeof meta?.gameId === 'string' ? { vendor: typeof meta.vendor === 'string' ? meta.vendor : null, gameId: meta.gameId } : null;
