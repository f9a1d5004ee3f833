import type { Db, Queryable } from '../db/db';
import { AppError } from '../http/errors';
import * as repo from './security.repository';
import { requirePaymentPassword } from './payment-password.service';
import { BANK_ACCOUNT_PATTERN, PAYEE_NAME_PATTERN } from '@site/shared/src/validation/rules';

/** Bank cards a member withdraws to: bind (with the payment password), list masked, unbind; findBankCard for withdraw. */
export const MAX_BANK_CARDS = 5;

/** Banks a card may belong to (Thailand, the demo market; a merchant list can replace this later). */
export const BANKS: ReadonlyArray<{ code: string; name: string }> = [
  { code: 'BBL', name: 'Bangkok Bank' },
  { code: 'KBANK', name: 'Kasikornbank' },
  { code: 'KTB', name: 'Krungthai Bank' },
  { code: 'SCB', name: 'Siam Commercial Bank' },
  { code: 'BAY', name: 'Bank of Ayudhya (Krungsri)' },
  { code: 'TTB', name: 'TMBThanachart Bank' },
  { code: 'GSB', name: 'Government Savings Bank' },
  { code: 'BAAC', name: 'Bank for Agriculture and Agricultural Cooperatives' },
  { code: 'KKP', name: 'Kiatnakin Phatra Bank' },
  { code: 'CIMBT', name: 'CIMB Thai' },
  { code: 'UOBT', name: 'UOB Thailand' },
  { code: 'LHB', name: 'Land and Houses Bank' },
];

export interface BankCard {
  id: number;
  bankName: string;
  accountNo: string;
  holder: string;
}

/** For withdrawals: the member's own live bank card (full account number), or null (absent, removed or another member's). */
export async function findBankCard(db: Queryable, memberId: number, cardId: number): Promise<BankCard | null> {
  if (!Number.isSafeInteger(cardId) || cardId <= 0) return null;
  const row = await repo.findLiveBankCard(db, memberId, cardId);
  return row ? { id: Number(row.id), bankName: row.bank_name, accountNo: row.account_no, holder: row.holder } : null;
}

/** Shown in lists: only the last 4 digits (the full number never leaves the server after binding). */
export const maskAccountNo = (accountNo: string) => `${'*'.repeat(Math.max(4, accountNo.length - 4))}${accountNo.slice(-4)}`;

export async function listCards(db: Queryable, memberId: number) {
  return (await repo.listBankCards(db, memberId)).map((c) => ({
    id: Number(c.id),
    bankCode: c.bank_code,
    bankName: c.bank_name,
    accountNo: maskAccountNo(c.account_no),
    holder: c.holder,
    createdAt: new Date(c.created_at).getTime(),
  }));
}

/** Binds a bank card: payment password required; at most MAX_BANK_CARDS live cards; no duplicates. */
export async function addCard(
  db: Db,
  memberId: number,
  input: { bankCode: string; accountNo: string; holder: string; paymentPassword: string },
): Promise<{ id: number }> {
  const bank = BANKS.find((b) => b.code === input.bankCode);
  const accountNo = input.accountNo.replace(/[\s-]/g, '');
  const holder = input.holder.trim().replace(/\s+/g, ' ');
  if (!bank || !BANK_ACCOUNT_PATTERN.test(accountNo)) throw new AppError('bank.card.invalid');
  if (!PAYEE_NAME_PATTERN.test(holder)) throw new AppError('format.payee.name');
  await requirePaymentPassword(db, memberId, input.paymentPassword);
  return db.transaction(async (tx) => {
    await repo.lockMember(tx, memberId);
    if ((await repo.countLiveBankCards(tx, memberId)) >= MAX_BANK_CARDS) throw new AppError('bank.card.limit');
    const existing = await repo.listBankCards(tx, memberId);
    if (existing.some((c) => c.bank_code === bank.code && c.account_no === accountNo)) throw new AppError('bank.card.duplicate');
    return { id: await repo.insertBankCard(tx, memberId, { bankCode: bank.code, bankName: bank.name, accountNo, holder }) };
  });
}

/** Unbinds a card of the member's own; another member's id is simply not found. */
export async function removeCard(db: Db, memberId: number, cardId: number, paymentPassword: string): Promise<void> {
  if (!(await repo.findLiveBankCard(db, memberId, cardId))) throw new AppError('bank.card.not.found');
  await requirePaymentPassword(db, memberId, paymentPassword);
  if (!(await repo.softDeleteBankCard(db, memberId, cardId))) throw new AppError('bank.card.not.found');
}
