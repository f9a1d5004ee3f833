import { canonicalJson } from '../src/http/idempotency';
import { signBody } from '../src/providers/provider-wallet.service';
import { loadProvidersConfig } from '../src/providers/provider.config';
import { signedCallback } from '../src/providers/demo-provider';
import { createMember } from './members';
import type { TestApp } from './test-app';
import { fundMember } from './wallet-helpers';

export const DEMO_PROVIDER_SECRET = loadProvidersConfig().providers.DEMO.secret;

/** A seamless-wallet callback of the demo provider, signed as the provider signs it. */
export function providerCallback(t: TestApp, kind: string, body: object, secret = DEMO_PROVIDER_SECRET) {
  const raw = canonicalJson(body);
  return t.call({
    method: 'POST',
    url: `/wps/provider/DEMO/${kind}`,
    payload: raw,
    headers: { 'content-type': 'application/json', 'x-signature': signBody(secret, raw) },
  });
}

/** Launches a catalogue game for real money (PG's first slot unless told) and returns the provider's player token. */
export async function providerPlayerToken(
  t: TestApp,
  memberToken: string,
  game = 'nodeId=pg-1&gameId=PG1001&vassalage=PG&gameType=RNG',
): Promise<string> {
  const res = await t.call({ method: 'GET', url: `/wps/game/launchGame?${game}&accountType=1`, token: memberToken });
  const url = res.json().value?.gameUrl;
  if (!url) throw new Error(`launch failed: ${res.body}`);
  // The URL carries a single-use launch ticket, traded once for the player token (as the game page does).
  const ticket = new URL(url, 'http://x').searchParams.get('ticket')!;
  return (await t.call({ method: 'POST', url: '/wps/game/ticket', payload: { ticket } })).json().value.playerToken as string;
}

/** The demo vendor's signed callbacks to the operator, as its game servers send them (through the test app). */
export function demoSender(t: TestApp) {
  return signedCallback(loadProvidersConfig().providers.DEMO, async (url, payload, headers) => {
    const response = await t.call({ method: 'POST', url, payload, headers });
    return { status: response.statusCode, body: response.json() };
  });
}

/** A member who launched a demo vendor's game (the launch query) with `amount` in the game's wallet. */
export async function demoPlayer(t: TestApp, launch: string, amount = 100_000) {
  const member = await createMember(t.db);
  const playerToken = await providerPlayerToken(t, member.token, launch);
  const send = demoSender(t);
  const { wallet } = (await send('balance', { playerToken })) as { wallet: string };
  await fundMember(t.db, member.id, amount, 'DEMO', wallet);
  const balance = async () => (await send('balance', { playerToken })).balance;
  return { member, playerToken, balance };
}

/** The kinds of the wallet's provider transactions of a round, sorted. */
export const roundKinds = async (t: TestApp, roundId: string) =>
  (await t.db.query<{ kind: string }>(`SELECT kind FROM provider_transactions WHERE round_id = $1`, [roundId])).map((r) => r.kind).sort();

let ids = 0;
/** A new id for a vendor's bet, batch, spin or seat (the games take 8..64 of A-Z a-z 0-9 _ -): unique in this run. */
export const newVendorId = (prefix: string, digits = 8) => `${prefix}${Date.now().toString(36)}${(++ids).toString().padStart(digits, '0')}`;
