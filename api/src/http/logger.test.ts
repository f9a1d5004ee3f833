import { createTestApp, type TestApp } from '../../test/test-app';
import { createMember } from '../../test/members';
import { encryptedCall } from '../../test/auth';
import { createLogger, urlForLog } from './logger';

/** The JSON lines the API writes, read back as objects (the logger's destination stream). */
function logCapture() {
  const lines: Array<Record<string, unknown>> = [];
  return { lines, logger: createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line)) }) };
}

describe('production logging was off (logger: false): structured, redacted logs in every environment', () => {
  let t: TestApp;
  const logs = logCapture();
  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        logger: logs.logger,
        extend: (app) => app.get('/wps/test/broken', async () => Promise.reject(new Error('a bug in a handler'))),
      },
    );
  });
  afterAll(() => t.close());

  test('a 500 is logged as an error line carrying the request id the client gets in X-Request-Id', async () => {
    const res = await t.call({ method: 'GET', url: '/wps/test/broken' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'unknown.error' });
    const requestId = res.headers['x-request-id'];
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const line = logs.lines.find((l) => l.level === 50 && l.reqId === requestId);
    expect(line).toMatchObject({
      msg: 'request failed',
      err: { message: 'a bug in a handler' },
      req: { method: 'GET', url: '/wps/test/broken' },
    });
    expect((line!.err as { stack: string }).stack).toContain('a bug in a handler');
  });

  test('every answer names its request, and each request has its own id', async () => {
    const [a, b] = await Promise.all([
      t.call({ method: 'GET', url: '/wps/system/status' }),
      t.call({ method: 'GET', url: '/wps/no/such/route' }),
    ]);
    expect(a.headers['x-request-id']).toBeTruthy();
    expect(b.headers['x-request-id']).toBeTruthy();
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
    // Every request is logged (info in production), with its id.
    expect(logs.lines.find((l) => l.reqId === a.headers['x-request-id'] && l.msg === 'request completed')).toMatchObject({
      res: { statusCode: 200 },
    });
  });

  test('tokens, passwords, Encryption and Authorization headers and auth bodies never reach a log line', async () => {
    const member = await createMember(t.db, { password: 'Sup3rSecretPw' });
    const from = logs.lines.length;
    const login = await encryptedCall(t, 'POST', '/wps/session/login', {
      type: 'username',
      username: member.account,
      password: 'Sup3rSecretPw',
    });
    expect(login.json().success).toBe(true);
    const token = login.json().value.token as string;
    await t.call({ method: 'GET', url: `/wps/relay/MCSFE_getListAnnouncements?types=PL&token=${token}&language=TH`, token });
    await t.call({ method: 'GET', url: '/wps/test/broken', token, headers: { encryption: 'wrapped-aes-key-secret' } });
    const written = JSON.stringify(logs.lines.slice(from));
    expect(logs.lines.length).toBeGreaterThan(from + 4);
    for (const secret of ['Sup3rSecretPw', token, member.token, 'wrapped-aes-key-secret']) expect(written).not.toContain(secret);
    expect(written).toContain('token=[redacted]');
    expect(written).toContain('/wps/session/login');
  });

  test('what is logged by hand is redacted too (headers, bodies, tokens)', () => {
    const own = logCapture();
    own.logger.warn(
      {
        headers: { authorization: 'tok-1', encryption: 'enc-1', merchant: 'DEMO' },
        body: { password: 'pw-1' },
        member: { token: 'tok-2', password: 'pw-2' },
      },
      'by hand',
    );
    const written = JSON.stringify(own.lines);
    for (const secret of ['tok-1', 'enc-1', 'pw-1', 'tok-2', 'pw-2']) expect(written).not.toContain(secret);
    expect(own.lines[0]).toMatchObject({ headers: { merchant: 'DEMO' } });
  });

  test('secret query values are blanked in logged urls, the rest kept', () => {
    expect(urlForLog('/wps/a?types=PL&token=abc&language=TH')).toBe('/wps/a?types=PL&token=[redacted]&language=TH');
    expect(urlForLog('/wps/a?password=x&verificationCode=123456')).toBe('/wps/a?password=[redacted]&verificationCode=[redacted]');
    expect(urlForLog('/wps/a')).toBe('/wps/a');
  });
});
