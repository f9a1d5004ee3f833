import type { TestApp } from './test-app';
import { encryptedCall, solvedCaptcha, uniqueName } from './auth';

/** Helpers of the agent area's tests: registration through the API, login on either side, a merchant of its own. */

export interface Registered {
  id: number;
  account: string;
  password: string;
  token: string;
  type: number;
  agent: boolean;
}

let ips = 0;
/** Registration is limited per IP: each one comes from an address of its own (TEST-NET-3). */
const freshIp = () => `203.0.${113 + Math.floor(ips / 250)}.${(ips++ % 250) + 1}`;

export async function registerThroughApi(
  t: TestApp,
  p: { affiliateCode?: string; merchant?: string; account?: string } = {},
): Promise<Registered> {
  const account = p.account ?? uniqueName('ag');
  const body = {
    username: account,
    password: 'abc12345',
    confirmPassword: 'abc12345',
    login: true,
    ...(await solvedCaptcha(t)),
    ...(p.affiliateCode ? { affiliateCode: p.affiliateCode } : {}),
  };
  const res = await encryptedCall(t, 'POST', '/wps/member/register', body, {
    remoteAddress: freshIp(),
    headers: p.merchant ? { merchant: p.merchant } : {},
  });
  if (res.statusCode !== 200) throw new Error(`register: ${res.statusCode} ${res.body}`);
  const { customerId, session } = res.json().value;
  return { id: customerId, account, password: 'abc12345', token: session.token, type: session.type, agent: session.agent };
}

export async function loginThroughApi(
  t: TestApp,
  who: { account: string; password: string },
  side?: 'member' | 'agent',
  merchant?: string,
) {
  return encryptedCall(
    t,
    'POST',
    '/wps/session/login',
    { type: 'username', username: who.account, password: who.password, ...(side ? { side } : {}) },
    { remoteAddress: freshIp(), headers: merchant ? { merchant } : {} },
  );
}

/** A white label copied from DEMO with agent settings of its own (merchants are cached a few seconds: a new code each time). */
export async function merchantWithAgentSettings(t: TestApp, code: string, agent: Record<string, unknown>): Promise<string> {
  await t.db.query(
    `INSERT INTO merchants (code, name, settings, whitelabel)
     SELECT $1, name, jsonb_set(settings, '{agent}', $2::jsonb), whitelabel FROM merchants WHERE code = 'DEMO'`,
    [code, JSON.stringify(agent)],
  );
  return code;
}

export const OPERATOR_HEADERS = { authorization: 'Bearer dev-operator-token', operator: 'tester' };
