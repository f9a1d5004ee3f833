import type { APIRequestContext } from '@playwright/test';

/**
 * Real money needs a funded member: deposits 5,000.00 to MAIN and approves it as an operator (the wallet engineer's
 * endpoints); false while those endpoints are missing, and the test skips.
 */
export async function fundMember(request: APIRequestContext, token: string): Promise<boolean> {
  const deposit = await request.post('/wps/wallets/deposit', {
    headers: { authorization: token },
    data: { amount: 500_000, channel: 'MANUAL' },
  });
  if (deposit.status() === 404) return false;
  const id = (await deposit.json()).value?.id;
  const approve = await request.post(`/ops/wallet/deposits/${id}/approve`, { headers: { authorization: 'Bearer dev-operator-token' } });
  return approve.ok();
}

/** A member's wallet balance (minor units) as the ledger has it. */
export async function ledgerBalance(request: APIRequestContext, token: string, wallet: string): Promise<number> {
  const value = (await (await request.get('/wps/v2/wallets/balance', { headers: { authorization: token } })).json()).value;
  const row = (value.balance as Array<{ accountTypeId: string; availBalance: number | string }>).find((b) => b.accountTypeId === wallet);
  return Math.round(Number(row?.availBalance ?? NaN));
}
