/**
 * The one seam between the games (BGS, providers, lottery) and money: every bet, win, refund and rollback is a
 * transfer in the double-entry ledger (api/src/wallet/ledger.service.ts), never a counter here.
 */
export { postTransfer, postTransferIn, walletBalance } from '../wallet/ledger.service';
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
