/** @jest-environment node */
// The API client over Node's fetch (the browser's, to the client) against a real HTTP server.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { api, ApiError, lgw } from './api-client';
import { sessionStore } from '../session/session.store';

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let seen: Seen[] = [];
/** The next answers, in order: status, body (an object is sent as JSON). */
let answers: Array<[number, unknown]> = [];
const server = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
    const [status, answer] = answers.shift() ?? [200, { success: true, value: null }];
    response.writeHead(status, { 'content-type': typeof answer === 'string' ? 'text/html' : 'application/json' });
    response.end(typeof answer === 'string' ? answer : JSON.stringify(answer));
  });
});
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen = [];
  answers = [];
  sessionStore.getState().signOut();
});

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as ApiError,
  );

describe('API client', () => {
  test('a GET sends its params (none undefined), the merchant, the language and the raw token, and unwraps the value', async () => {
    sessionStore.getState().signIn({ token: 'tok-1', merchantCode: 'DEMO', userName: 'alice', type: 1, firstTimeLogin: false });
    answers = [[200, { success: true, value: { games: 3 } }]];
    expect(await api.get(`${base}/wps/list`, { pageNo: 2, name: 'a b&c', skipped: undefined })).toEqual({ games: 3 });
    expect(seen[0].method).toBe('GET');
    expect(new URL(seen[0].url, base).searchParams.toString()).toBe('pageNo=2&name=a+b%26c');
    expect(seen[0].headers).toMatchObject({ merchant: 'DEMO', language: 'TH', authorization: 'tok-1', accept: 'application/json' });
    expect(seen[0].body).toBe('');
  });

  test('a body is JSON unless it is a string, which goes as it is with the type given', async () => {
    await api.post(`${base}/wps/a`, { amount: 100 });
    expect(seen[0]).toMatchObject({ method: 'POST', body: '{"amount":100}', headers: { 'content-type': 'application/json' } });
    await api.post(`${base}/wps/b`, 'username=a&email=b', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(seen[1]).toMatchObject({ body: 'username=a&email=b', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    await api.delete(`${base}/wps/c`, [7]);
    expect(seen[2]).toMatchObject({ method: 'DELETE', body: '[7]' });
  });

  test('refusals are ApiErrors with the server error code, message, status and value; anything else is unknown.error', async () => {
    answers = [
      [200, { success: false, errorCode: 'free_reject', message: 'trial', value: { a: 1 } }],
      [422, { success: false, errorCode: 'validation.failed', message: 'bad' }],
      [502, '<html>bad gateway</html>'],
    ];
    expect(await failure(api.get(`${base}/wps/x`))).toMatchObject({
      errorCode: 'free_reject',
      message: 'trial',
      status: 200,
      value: { a: 1 },
    });
    expect(await failure(api.get(`${base}/wps/x`))).toMatchObject({ errorCode: 'validation.failed', message: 'bad', status: 422 });
    const proxy = await failure(api.get(`${base}/wps/x`));
    expect(proxy).toBeInstanceOf(ApiError);
    expect(proxy).toMatchObject({ errorCode: 'unknown.error', status: 502 });
  });

  test('a stale token (401 login.not.session) signs out; a GET is asked once more as a guest, a POST is not', async () => {
    const stale = [401, { success: false, errorCode: 'login.not.session', message: 'no session' }] as [number, unknown];
    sessionStore.getState().signIn({ token: 'old', merchantCode: 'DEMO', userName: 'alice', type: 1, firstTimeLogin: false });
    answers = [stale, [200, { success: true, value: 'guest view' }]];
    expect(await api.get(`${base}/wps/home`)).toBe('guest view');
    expect(sessionStore.getState().session).toBeNull();
    expect(seen.map((s) => s.headers.authorization)).toEqual(['old', undefined]);

    sessionStore.getState().signIn({ token: 'old', merchantCode: 'DEMO', userName: 'alice', type: 1, firstTimeLogin: false });
    answers = [stale];
    expect(await failure(api.post(`${base}/wps/bet`, { amount: 1 }))).toMatchObject({ errorCode: 'login.not.session', status: 401 });
    expect(seen).toHaveLength(3);
    expect(sessionStore.getState().session).toBeNull();
  });

  test('no answer at all is network.offline, status 0', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await failure(api.get(`http://127.0.0.1:${port}/wps/x`))).toMatchObject({ errorCode: 'network.offline', status: 0 });
  });

  test('the lottery gateway answers raw JSON; its refusals are ApiErrors', async () => {
    answers = [
      [200, [{ numero: '20260101' }]],
      [400, { errorCode: 'lottery.closed', message: 'closed' }],
    ];
    expect(await lgw({ url: `${base}/lgw/numeros/near`, params: { gameId: 3 } })).toEqual([{ numero: '20260101' }]);
    expect(seen[0].url).toBe('/lgw/numeros/near?gameId=3');
    expect(await failure(lgw({ method: 'put', url: `${base}/lgw/orders/cancel`, data: [1] }))).toMatchObject({
      errorCode: 'lottery.closed',
      status: 400,
    });
  });
});
