import { canonicalJson } from '../src/http/idempotency';
import { signBody } from '../src/providers/provider-wallet.service';
import { loadProvidersConfig } from '../src/providers/provider.config';
import { signedCallback } from '../src/providers/demo-provider';
import type { TestApp } from './test-app';

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

/** The demo provider's callback sender, posting to the test app as the provider's game server does. */
export const demoSender = (t: TestApp) =>
  signedCallback(loadProvidersConfig().providers.DEMO, async (url, payload, headers) => {
    const response = await t.call({ method: 'POST', url, payload, headers });
    return { status: response.statusCode, body: response.json() };
  });
