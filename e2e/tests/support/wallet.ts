import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { registerByUsername } from './auth';

/** A member's call to the API with its session token (the raw token, api-conventions A2.2); the parsed envelope. */
export async function memberCall(request: APIRequestContext, token: string, method: 'GET' | 'POST' | 'PUT', url: string, data?: unknown) {
  const res = await request.fetch(url, { method, headers: { authorization: token }, ...(data === undefined ? {} : { data }) });
  return res.json();
}

/**
 * The wagering requirement (1x the deposits) met with roulette rounds covering red and black, so the money is
 * free to withdraw. Answers the withdrawal info before the first round and after the last.
 */
export async function meetTurnover(request: APIRequestContext, token: string) {
  const before = (await memberCall(request, token, 'GET', '/wps/transaction/withdraw/info')).value;
  let info = before;
  for (let round = 0; info.turnover.remaining > 0 && round < 10; round++) {
    const stake = Math.min(50_000, Math.max(100, Math.floor(info.availBalance / 200) * 100));
    const play = await memberCall(request, token, 'POST', '/wps/bgs/roulette/play', {
      roundId: `e2e-${Date.now()}-${round}`,
      bets: [
        { target: 'red', amount: stake },
        { target: 'black', amount: stake },
      ],
    });
    expect(play.success).toBe(true);
    info = (await memberCall(request, token, 'GET', '/wps/transaction/withdraw/info')).value;
  }
  expect(info.turnover.remaining).toBe(0);
  return { before, after: info };
}

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

/** Moves a member's money between wallets (MAIN and a vendor's wallet, the one its games play from). */
export async function moveBetweenWallets(request: APIRequestContext, token: string, from: string, to: string, amount: number) {
  const moved = await request.post('/wps/relay/GCS_walletTransfer', {
    headers: { authorization: token },
    data: { fromWallet: from, toWallet: to, amount, idempotencyKey: `${from}-${to}-${Date.now()}`.toLowerCase() },
  });
  expect(moved.ok(), await moved.text()).toBe(true);
}

/** The number shown in a game page's balance box, in minor units. */
export async function gameBalance(page: Page): Promise<number> {
  const text = (await page.getByTestId('game-balance').locator('b').textContent()) ?? '';
  return Math.round(Number(text.replace(/,/g, '')) * 100);
}

/**
 * A new member registered through the page, with money in MAIN (the test is skipped where the deposit API is not
 * there); their session token.
 */
export async function fundedMember(page: Page, context: BrowserContext, request: APIRequestContext): Promise<string> {
  await registerByUsername(page, context, request);
  const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}').token as string);
  test.skip(!(await fundMember(request, token)), 'blocked: the wallet deposit/approval API is not in the tree yet');
  return token;
}
