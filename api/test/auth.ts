import { encryptBody } from '../src/session/body-encryption';
import type { TestApp } from './test-app';

/** A request with its body encrypted the way the site's client does it (RSA-OAEP-256 + AES-256-GCM). */
export async function encryptedCall(
  t: TestApp,
  method: 'POST' | 'PUT',
  url: string,
  payload: object,
  extra: { cookie?: string; token?: string; remoteAddress?: string; headers?: Record<string, string> } = {},
) {
  const key = (await t.call({ method: 'GET', url: '/wps/session/key/rsa' })).json().value.publicKey as string;
  const { header, body } = encryptBody(key, payload);
  return t.call({
    method,
    url,
    payload: body,
    token: extra.token,
    remoteAddress: extra.remoteAddress,
    headers: { ...extra.headers, encryption: header, ...(extra.cookie ? { cookie: extra.cookie } : {}) },
  });
}

/** A fresh captcha and its answer (read through the operator API, as support staff would). */
export async function solvedCaptcha(t: TestApp): Promise<{ captchaId: string; captcha: string }> {
  const res = await t.call({ method: 'GET', url: '/wps/captcha' });
  const captchaId = String(res.headers['captcha-id']);
  const answer = (
    await t.call({ method: 'GET', url: `/ops/captchas/${captchaId}`, headers: { authorization: `Bearer ${t.config.operatorToken}` } })
  ).json().value.answer;
  return { captchaId, captcha: answer };
}

/** The latest SMS code the outbox adapter "sent" to a phone (+66812345678 form). */
export async function lastSmsCode(t: TestApp, phone: string): Promise<string> {
  const rows = (
    await t.call({
      method: 'GET',
      url: `/ops/outbox?recipient=${encodeURIComponent(phone)}`,
      headers: { authorization: `Bearer ${t.config.operatorToken}` },
    })
  ).json().value;
  return /(\d{6})/.exec(rows[0].body)![1];
}

let counter = 0;
export const uniqueName = (prefix = 'u') =>
  `${prefix}${Date.now().toString(36).slice(-5)}${(counter++).toString(36)}${Math.floor(Math.random() * 1000)}`.slice(0, 16);

export async function registerUser(t: TestApp, overrides: Record<string, unknown> = {}) {
  const username = uniqueName();
  const payload = { username, password: 'abc12345', confirmPassword: 'abc12345', ...(await solvedCaptcha(t)), ...overrides };
  const res = await encryptedCall(t, 'POST', '/wps/member/register', payload);
  return { res, username: (overrides.username as string) ?? username, password: String(payload.password) };
}
