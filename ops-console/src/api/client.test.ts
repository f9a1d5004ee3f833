import { OpsApiError, opsCall } from './client';
import { useOperatorSession } from '../stores/operator-session.store';

const answer = (status: number, body: unknown) =>
  jest.fn().mockResolvedValue({ ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) });

afterEach(() => useOperatorSession.getState().signOut());

test('the session token goes in Authorization: Bearer, never in the URL; the envelope is unwrapped', async () => {
  useOperatorSession.getState().signIn({ id: 1, name: 'alice', role: 'cashier', token: 'tok-123' });
  const fetch = answer(200, { success: true, value: [1, 2] });
  global.fetch = fetch as unknown as typeof global.fetch;
  await expect(opsCall('GET', '/ops/wallet/deposits')).resolves.toEqual([1, 2]);
  const [url, init] = fetch.mock.calls[0];
  expect(url).toBe('/ops/wallet/deposits');
  expect(init.headers.Authorization).toBe('Bearer tok-123');
  expect(JSON.parse(window.sessionStorage.getItem('ops-session') ?? '{}').token).toBe('tok-123');
});

test('a 401 ends the session (revoked or expired); a 403 keeps it and is a refusal with its key', async () => {
  useOperatorSession.getState().signIn({ id: 1, name: 'alice', role: 'cashier', token: 'tok-123' });
  global.fetch = answer(403, { success: false, errorCode: 'operator.forbidden', message: 'no' }) as unknown as typeof global.fetch;
  await expect(opsCall('GET', '/ops/feedback')).rejects.toMatchObject({ errorCode: 'operator.forbidden', status: 403 });
  expect(useOperatorSession.getState().session).not.toBeNull();
  global.fetch = answer(401, { success: false, errorCode: 'operator.unauthorized', message: 'no' }) as unknown as typeof global.fetch;
  await expect(opsCall('GET', '/ops/feedback')).rejects.toBeInstanceOf(OpsApiError);
  expect(useOperatorSession.getState().session).toBeNull();
  expect(window.sessionStorage.getItem('ops-session')).toBeNull();
});
