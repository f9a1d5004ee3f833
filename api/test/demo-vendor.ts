import { signedCallback } from '../src/providers/demo-provider';
import { loadProvidersConfig } from '../src/providers/provider.config';
import { createMember } from './members';
import { providerPlayerToken } from './provider-helpers';
import type { TestApp } from './test-app';
import { fundMember } from './wallet-helpers';

/** The demo vendor's signed wallet callbacks, sent to the test app as its game servers send them. */
export const demoSender = (t: TestApp) =>
  signedCallback(loadProvidersConfig().providers.DEMO, async (url, payload, headers) => {
    const response = await t.call({ method: 'POST', url, payload, headers });
    return { status: response.statusCode, body: response.json() };
  });

/** A new member who launched a demo vendor's game for real money, with `amount` in the wallet it plays from. */
export async function demoPlayer(t: TestApp, launch: string, amount = 100_000) {
  const member = await createMember(t.db);
  const playerToken = await providerPlayerToken(t, member.token, launch);
  const { wallet } = (await demoSender(t)('balance', { playerToken })) as { wallet: string };
  await fundMember(t.db, member.id, amount, 'DEMO', wallet);
  return { member, playerToken, balance: async () => (await demoSender(t)('balance', { playerToken })).balance };
}

/** The kinds of the wallet's provider transactions of a round, sorted. */
export const roundKinds = async (t: TestApp, roundId: string) =>
  (await t.db.query<{ kind: string }>(`SELECT kind FROM provider_transactions WHERE round_id = $1`, [roundId])).map((r) => r.kind).sort();
