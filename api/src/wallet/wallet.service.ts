import crypto from 'node:crypto';
import type { Db, Queryable } from '../db/db';
import { AppError } from '../http/errors';
import { isAgentOf } from '../agent/agent-settings';
import { contractRequestFlags } from '../agent/contract.service';
import type { Merchant } from '../system/merchant.repository';
import { HOLD_WALLET, MAIN_WALLET, memberBalances, postTransfer } from './ledger.service';
import { vendorWallets } from './wallet.repository';
import { walletSettings } from './wallet-settings';
import type { MemberWallet } from '@site/shared/src/contracts/wallet';

/**
 * Wallets of a member: MAIN plus one transfer wallet per vendor (merchantWallet.isSingle: MAIN only). A vendor's
 * games play from that vendor's wallet, filled by transfers from MAIN (gameWalletOf); HOLD (withdrawals awaiting an
 * operator) is shown apart as heldBalance and never counts in sumBalance.
 */

const MAIN_NAME = { TH: 'กระเป๋าหลัก', EN: 'Main wallet' } as const;

/** Wallets' names in the member's language (MAIN's, or the vendor's display name), as the wallet screens show them. */
export async function walletNames(db: Queryable, lang: 'TH' | 'EN'): Promise<(wallet: string) => string> {
  const vendors = new Map((await vendorWallets(db)).map((v) => [v.code, v.name]));
  return (wallet) => (wallet === MAIN_WALLET ? MAIN_NAME[lang] : (vendors.get(wallet) ?? wallet));
}

export async function listWallets(db: Queryable, merchant: Merchant, memberId: number, lang: 'TH' | 'EN') {
  const { isSingle } = walletSettings(merchant).merchantWallet;
  const balances = await memberBalances(db, memberId);
  const entries = [{ code: MAIN_WALLET, name: MAIN_NAME[lang] }, ...(isSingle ? [] : await vendorWallets(db))];
  const wallets: MemberWallet[] = entries.map(({ code, name }) => {
    const balance = balances[code] ?? 0;
    return { wallet: code, accountTypeId: code, name, accountTypeName: name, balance, availBalance: balance };
  });
  // Money left in a vendor wallet while the merchant is single-wallet still belongs to the member: count it.
  const listed = new Set(wallets.map((w) => w.wallet));
  const unlisted = Object.entries(balances).filter(([w, b]) => !listed.has(w) && w !== HOLD_WALLET && b > 0);
  const sumBalance = wallets.reduce((s, w) => s + w.balance, 0) + unlisted.reduce((s, [, b]) => s + b, 0);
  return { isSingle, sumBalance, heldBalance: balances[HOLD_WALLET] ?? 0, wallets };
}

/** GET /wps/v2/wallets/balance (api-conventions A12.1). Amounts in minor units. */
export async function balanceView(db: Queryable, merchant: Merchant, memberId: number, lang: 'TH' | 'EN') {
  const { sumBalance, heldBalance, wallets } = await listWallets(db, merchant, memberId, lang);
  return {
    sumBalance,
    balance: wallets.map((w) => ({ accountTypeId: w.accountTypeId, accountTypeName: w.accountTypeName, availBalance: w.availBalance })),
    heldBalance,
    currency: String(merchant.settings.currency ?? 'THB'),
    currencySymbol: String(merchant.settings.currencySymbol ?? '฿'),
  };
}

/** GET /wps/member/info/funds/consolidated: sumBalance plus the agent contract-request flags (product-rules 3, 6). */
export async function consolidatedFunds(db: Queryable, merchant: Merchant, member: { id: number; type: number; trial: boolean }) {
  const { sumBalance } = await listWallets(db, merchant, member.id, 'EN');
  // product-rules 6: only agents are checked for pending contract requests; a non-agent's flags are always false.
  const flags = isAgentOf(merchant, member)
    ? await contractRequestFlags(db, member.id)
    : { dailysalreqtype: false, divtypecompperiodreq: false, contracthoursalreq: false };
  return { sumBalance, ...flags };
}

/**
 * The wallet a vendor's game plays from (product-rules 3 merchantWallet.isSingle). A one-wallet merchant plays everything from
 * MAIN. Otherwise a vendor with a transfer wallet (every vendor of the catalogue but the in-house BGS) plays from it:
 * the wallet the member sees and fills on the transfer screen is the one its games debit and credit. The in-house
 * games have no transfer wallet and play from MAIN (wallet.repository: they are the site's own, not a vendor's).
 */
export async function gameWalletOf(db: Queryable, merchant: Merchant, vendor: string): Promise<string> {
  if (walletSettings(merchant).merchantWallet.isSingle) return MAIN_WALLET;
  return (await vendorWallets(db)).some((v) => v.code === vendor) ? vendor : MAIN_WALLET;
}

export interface WalletTransferInput {
  fromWallet: string;
  toWallet: string;
  amount: number;
  idempotencyKey: string | null;
}

/** POST /wps/relay/GCS_walletTransfer: MAIN -> a vendor wallet or a vendor wallet -> MAIN, once per key. */
export async function transferBetweenWallets(db: Db, merchant: Merchant, memberId: number, input: WalletTransferInput) {
  const settings = walletSettings(merchant);
  if (settings.merchantWallet.isSingle) throw new AppError('function.not.available');
  const vendors = new Set((await vendorWallets(db)).map((v) => v.code));
  const { fromWallet, toWallet } = input;
  const mainAndVendor = (fromWallet === MAIN_WALLET && vendors.has(toWallet)) || (toWallet === MAIN_WALLET && vendors.has(fromWallet));
  if (!mainAndVendor) throw new AppError('wallet.unknown');
  const key = input.idempotencyKey ?? crypto.randomUUID();
  const result = await postTransfer(db, {
    merchantCode: merchant.code,
    // Keys are per member: one member's key can never replay or block another member's transfer.
    idempotencyKey: `WT:${memberId}:${key}`,
    code: 'TRANSFER',
    from: { memberId, wallet: fromWallet },
    to: { memberId, wallet: toWallet },
    amount: input.amount,
    memo: `${fromWallet} -> ${toWallet}`,
    meta: { fromWallet, toWallet },
  });
  const { sumBalance } = await listWallets(db, merchant, memberId, 'EN');
  return {
    transferId: result.transferId,
    replayed: result.replayed,
    fromWallet,
    toWallet,
    amount: input.amount,
    balances: result.balances,
    sumBalance,
  };
}
