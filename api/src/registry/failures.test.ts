import { createTestApp, type TestApp } from '../../test/test-app';
import { REMOTE_EXPOSES, type RemoteName } from '@site/shared/src/contract/remote-contract';
import { shellProvidedVersions, SINGLETONS } from './compatibility';
import { FAILURE_REPORTS_PER_MINUTE, scrubMessage } from './failures.service';

const OPS = { authorization: 'Bearer dev-operator-token', operator: 'ops' };

let t: TestApp;
let provided: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  provided = shellProvidedVersions(t.config.rootDir);
});
afterAll(() => t.close());

function build(remote: RemoteName, marker: string): Record<string, string> {
  const name = remote.replace(/-/g, '_');
  const manifest = {
    name,
    metaData: { name, buildInfo: { buildVersion: '1.0.0' }, remoteEntry: { name: 'remoteEntry.js', path: '' } },
    shared: SINGLETONS.map((s) => ({ name: s, version: provided[s], requiredVersion: `^${provided[s]}`, singleton: true })),
    exposes: REMOTE_EXPOSES[remote].map((p) => ({ path: p })),
  };
  return {
    'mf-manifest.json': Buffer.from(JSON.stringify(manifest)).toString('base64'),
    'remoteEntry.js': Buffer.from(`var ${name} = {}; // ${marker}`).toString('base64'),
  };
}

async function ship(remote: RemoteName, marker: string): Promise<string> {
  const res = await t.call({
    method: 'POST',
    url: `/ops/registry/remotes/${remote}/versions`,
    payload: { files: build(remote, marker), activate: true },
    headers: OPS,
  });
  expect(res.statusCode).toBe(201);
  return res.json().value.version;
}

function report(remote: string, version: string, ip = '10.0.0.1', extra: Record<string, unknown> = {}) {
  return t.call({
    method: 'POST',
    url: '/wps/system/remotes/failures',
    payload: { remote, version, kind: 'load', message: 'remoteEntry failed', ...extra },
    remoteAddress: ip,
  });
}

async function live(remote: string) {
  const res = await t.call({ method: 'GET', url: '/wps/system/remotes' });
  return res.json().value.remotes.find((r: { name: string }) => r.name === remote)?.version;
}

describe('remote failure telemetry', () => {
  it('stores a report without personal data and answers 202', async () => {
    const version = await ship('mf-agent', 'a1');
    const res = await report('mf-agent', version, '10.0.0.2', {
      kind: 'render',
      message: 'boom for jane@example.com token abcdefghijklmnopqrstuvwxyz123456 at /x?token=1',
    });
    expect(res.statusCode).toBe(202);
    expect(res.json().value).toEqual({ recorded: true, rolledBack: null });
    const rows = await t.db.query<Record<string, unknown>>('SELECT * FROM remote_failures WHERE remote = $1', ['mf-agent']);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ merchant_code: 'DEMO', remote: 'mf-agent', version, kind: 'render' });
    expect(String(rows[0].message)).not.toMatch(/jane|abcdefghijklmnop|token=1/);
    expect(Object.keys(rows[0])).not.toEqual(expect.arrayContaining(['ip', 'member_id']));
  });

  it('refuses bad reports', async () => {
    expect(
      (await t.call({ method: 'POST', url: '/wps/system/remotes/failures', payload: { remote: 'mf-agent', version: 'x', kind: 'crash' } }))
        .statusCode,
    ).toBe(422);
    const unknown = await report('mf-nope', '1');
    expect(unknown.json().errorCode).toBe('remote.unknown');
  });

  it('is rate-limited per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= FAILURE_REPORTS_PER_MINUTE; i++) statuses.push((await report('mf-messaging', 'old', '10.9.9.9')).statusCode);
    expect(statuses.slice(0, FAILURE_REPORTS_PER_MINUTE).every((s) => s === 202)).toBe(true);
    expect(statuses[FAILURE_REPORTS_PER_MINUTE]).toBe(429);
    expect((await report('mf-messaging', 'old', '10.9.9.10')).statusCode).toBe(202);
  });

  it('scrubs messages', () => {
    expect(scrubMessage('GET /a?b=c failed for a.b@c.co')).toBe('GET /a failed for <email>');
  });
});

describe('automatic rollback', () => {
  it('is off by default: failures never move the pointer', async () => {
    const setting = await t.call({ method: 'GET', url: '/ops/registry/auto-rollback?merchant=DEMO', headers: OPS });
    expect(setting.json().value).toMatchObject({ merchant: 'DEMO', enabled: false });
    await ship('mf-member', 'm1');
    const bad = await ship('mf-member', 'm2');
    for (let i = 0; i < 25; i++) await report('mf-member', bad, `10.1.0.${i}`);
    expect(await live('mf-member')).toBe(bad);
  });

  it('when on, rolls a failing version back at the threshold and records why', async () => {
    const good = await ship('mf-promotions', 'p1');
    const bad = await ship('mf-promotions', 'p2');
    const on = await t.call({
      method: 'PUT',
      url: '/ops/registry/auto-rollback',
      payload: { merchant: 'DEMO', enabled: true, threshold: 3, windowSeconds: 60 },
      headers: OPS,
    });
    expect(on.json().value).toEqual({ merchant: 'DEMO', enabled: true, threshold: 3, windowSeconds: 60 });

    // Reports for a version that is not live (an old page) do not count.
    await report('mf-promotions', good, '10.2.0.9');
    expect((await report('mf-promotions', bad, '10.2.0.1')).json().value.rolledBack).toBeNull();
    expect((await report('mf-promotions', bad, '10.2.0.2')).json().value.rolledBack).toBeNull();
    const third = await report('mf-promotions', bad, '10.2.0.3');
    expect(third.json().value.rolledBack).toEqual({
      merchant: 'DEMO',
      channel: 'default',
      remote: 'mf-promotions',
      version: good,
      previousVersion: bad,
    });
    expect(await live('mf-promotions')).toBe(good);

    // Late reports of the rolled-back version change nothing more.
    expect((await report('mf-promotions', bad, '10.2.0.4')).json().value.rolledBack).toBeNull();
    expect(await live('mf-promotions')).toBe(good);

    const history = (await t.call({ method: 'GET', url: '/ops/registry/remotes/mf-promotions/history', headers: OPS })).json().value
      .history;
    expect(history[0]).toMatchObject({ action: 'rollback', actor: 'auto-rollback', version: good, previousVersion: bad });
    expect(history[0].reason).toContain('3 load/render failures');
    await t.call({ method: 'PUT', url: '/ops/registry/auto-rollback', payload: { merchant: 'DEMO', enabled: false }, headers: OPS });
  });

  it('refuses a setting for an unknown merchant or out of range', async () => {
    expect(
      (
        await t.call({ method: 'PUT', url: '/ops/registry/auto-rollback', payload: { merchant: 'NOPE', enabled: true }, headers: OPS })
      ).json().errorCode,
    ).toBe('merchant.unknown');
    expect(
      (
        await t.call({
          method: 'PUT',
          url: '/ops/registry/auto-rollback',
          payload: { merchant: 'DEMO', enabled: true, threshold: 0 },
          headers: OPS,
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (await t.call({ method: 'PUT', url: '/ops/registry/auto-rollback', payload: { merchant: 'DEMO', enabled: true } })).statusCode,
    ).toBe(401);
  });
});
