/**
 * The one seam between the games (BGS, providers, lottery) and money: every bet, win, refund and rollback is a
 * transfer in the double-entry ledger (api/src/wallet/ledger.service.ts), never a counter here.
 */
export { postTransfer, postTransferIn, walletBalance } from '../wallet/ledger.service';
export type { AccountRef, TransferInput, TransferResult } from '../wallet/ledger.service';

/** The member's main wallet (seamless wallet: games debit and credit it directly). */
export const MAIN_WALLET = 'MAIN';
/** House accounts of the game side of each transfer. */
export const HOUSE = {
  bgs: 'GAME:BGS',
  lottery: 'LOTTERY',
  provider: (code: string) => `PROVIDER:${code}`,
} as const;
