import type { Db, Queryable } from '../db/db';

/**
 * The one seam between the games (BGS, providers, lottery) and money: every bet, win, refund and rollback is a
 * transfer in the wallet engineer's double-entry ledger (api/src/wallet/ledger.service.ts), never a counter here.
 * The ledger is loaded on first use so the game routes load while the wallet module is being built; the types
 * below are the agreed interface.
 */
export type AccountRef = { memberId: number; wallet: string } | { house: string };
export interface TransferInput {
  merchantCode: string;
  idempotencyKey: string;
  code: 'BET' | 'WIN' | 'ROLLBACK' | 'DEPOSIT' | 'WITHDRAW' | 'TRANSFER' | 'BONUS' | 'REBATE';
  from: AccountRef;
  to: AccountRef;
  /** Positive integer minor units. */
  amount: number;
  memo?: string;
  meta?: Record<string, unknown>;
}
export interface TransferResult {
  transferId: number;
  replayed: boolean;
  balances: Record<string, number>;
}

interface Ledger {
  postTransfer(db: Db, input: TransferInput): Promise<TransferResult>;
  postTransferIn(tx: Queryable, input: TransferInput): Promise<TransferResult>;
  walletBalance(db: Queryable, memberId: number, wallet?: string): Promise<number>;
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
const ledger = (): Ledger => require('../wallet/ledger.service') as Ledger;

export const postTransfer = (db: Db, input: TransferInput) => ledger().postTransfer(db, input);
export const postTransferIn = (tx: Queryable, input: TransferInput) => ledger().postTransferIn(tx, input);
export const walletBalance = async (db: Queryable, memberId: number, wallet?: string) => Number(await ledger().walletBalance(db, memberId, wallet));

/** The member's main wallet (seamless wallet: games debit and credit it directly). */
export const MAIN_WALLET = 'MAIN';
/** House accounts of the game side of each transfer. */
export const HOUSE = {
  bgs: 'GAME:BGS',
  lottery: 'LOTTERY',
  provider: (code: string) => `PROVIDER:${code}`,
} as const;
