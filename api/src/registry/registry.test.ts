import fs from 'node:fs';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../test/test-app';
import { REMOTE_EXPOSES, type RemoteName } from '@site/shared/src/contract/remote-contract';
import { satisfies, shellProvidedVersions, SINGLETONS } from './compatibility';

const OPS = { authorization: 'Bearer dev-operator-token', operator: 'alice' };

let t: TestApp;
let provided: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  // One white label: a release goes to every merchant, and these tests read DEMO's history as the whole history.
  await t.db.query(`DELETE FROM merchants WHERE code = 'AGENTB'`);
  provided = shellProvidedVersions(t.config.rootDir);
});
afterAll(() => t.close());

interface FakeBuild {
  exposes?: string[];
  shared?: Array<{ name: string; version?: string; requiredVersion?: string; singleton?: boolean }>;
  marker?: string;
  withoutEntry?: boolean;
}

/** A small build as the CLI sends it ({relative path: base64}); the marker makes its content (and version) unique. */
function fakeBuild(remote: RemoteName, build: FakeBuild = {}): Record<string, string> {
  const shared =
    build.shared ?? SINGLETONS.map((name) => ({ name, version: provided[name], requiredVersion: `^${provided[name]}`, singleton: true }));
  const manifest = {
    id: remote.replace(/-/g, '_'),
    name: remote.replace(/-/g, '_'),
    metaData: {
      name: remote.replace(/-/g, '_'),
      buildInfo: { buildVersion: '1.0.0', buildName: remote },
      publicPath: 'auto',
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    },
    shared,
    exposes: (build.exposes ?? REMOTE_EXPOSES[remote]).map((p) => ({
      path: p,
      name: p.slice(2),
      assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
    })),
  };
  const files: Record<string, string> = {
    'mf-manifest.json': Buffer.from(JSON.stringify(manifest)).toString('base64'),
    // Over 1 KB, so storage also writes brotli and gzip copies.
    'js/main.0123456789.js': Buffer.from(`/* ${build.marker ?? 'base'} */ ${'x'.repeat(2048)}`).toString('base64'),
  };
  if (!build.withoutEntry)
    files['remoteEntry.js'] = Buffer.from(`var ${manifest.name} = {}; // ${build.marker ?? 'base'}`).toString('base64');
  return files;
}

async function publish(remote: string, body: Record<string, unknown>, headers: Record<string, string> = OPS) {
  return t.call({ method: 'POST', url: `/ops/registry/remotes/${remote}/versions`, payload: body, headers });
}

async function liveVersionOf(remote: string, channel = 'default'): Promise<string | undefined> {
  const res = await t.call({ method: 'GET', url: `/wps/system/remotes?channel=${channel}` });
  expect(res.headers['cache-control']).toBe('no-cache');
  return (res.json().value.remotes as Array<{ name: string; version: string }>).find((r) => r.name === remote)?.version;
}

describe('semver ranges of the compatibility check', () => {
  it.each([
    ['19.3.1', '^19.3.1', true],
    ['19.4.0', '^19.0.0', true],
    ['18.3.1', '^19.0.0', false],
    ['20.0.0', '^19.0.0', false],
    ['0.2.5', '^0.2.1', true],
    ['0.3.0', '^0.2.1', false],
    ['6.30.6', '~6.30.0', true],
    ['6.31.0', '~6.30.0', false],
    ['5.1.0', '>=5.0.0 <6', true],
    ['6.0.0', '>=5.0.0 <6', false],
    ['18.2.0', '^17.0.0 || ^18.0.0', true],
    ['1.0.0', '*', true],
    ['1.2.3', '1.2.3', true],
    ['1.2.4', '1.2.3', false],
    ['1.2.9', '1.2.x', true],
  ])('%s satisfies %s: %s', (version, range, expected) => {
    expect(satisfies(version, range)).toBe(expected);
  });
});

describe('operator registry API', () => {
  it('requires the operator token', async () => {
    const res = await t.call({ method: 'GET', url: '/ops/registry/remotes' });
    expect(res.statusCode).toBe(401);
    expect(res.json().errorCode).toBe('operator.unauthorized');
    const bad = await publish('mf-lobby', { files: fakeBuild('mf-lobby') }, { authorization: 'Bearer nope' });
    expect(bad.statusCode).toBe(401);
  });

  it('publishes into immutable storage, idempotently, and only goes live when asked', async () => {
    const files = fakeBuild('mf-agent', { marker: 'store' });
    const first = await publish('mf-agent', { files, reason: 'first build' });
    expect(first.statusCode).toBe(201);
    const { version, manifestUrl, created, activated } = first.json().value;
    expect(version).toMatch(/^1\.0\.0-[0-9a-f]{10}$/);
    expect(manifestUrl).toBe(`/remotes/mf-agent/${version}/mf-manifest.json`);
    expect(created).toBe(true);
    expect(activated).toEqual([]);
    const dir = path.join(t.config.dataDir, 'remotes', 'mf-agent', version);
    expect(fs.existsSync(path.join(dir, 'remoteEntry.js'))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'js', 'main.0123456789.js.br'))).toBe(true);
    expect(await liveVersionOf('mf-agent')).toBeUndefined();

    const again = await publish('mf-agent', { files });
    expect(again.statusCode).toBe(200);
    expect(again.json().value).toMatchObject({ version, created: false });

    const list = await t.call({ method: 'GET', url: '/ops/registry/remotes', headers: OPS });
    const agent = list.json().value.remotes.find((r: { name: string }) => r.name === 'mf-agent');
    expect(agent.versions.map((v: { version: string }) => v.version)).toContain(version);
    expect(agent.live).toEqual([]);
  });

  it('refuses a second build under a version name that is taken (versions are immutable)', async () => {
    expect((await publish('mf-agent', { files: fakeBuild('mf-agent', { marker: 'a' }), version: 'fixed-1' })).statusCode).toBe(201);
    const res = await publish('mf-agent', { files: fakeBuild('mf-agent', { marker: 'b' }), version: 'fixed-1' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorCode).toBe('idempotency.conflict');
  });

  it('refuses unknown remotes and unsafe file paths', async () => {
    const unknown = await publish('mf-nope', { files: fakeBuild('mf-agent') });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorCode).toBe('remote.unknown');
    const files = { ...fakeBuild('mf-agent', { marker: 'path' }), '../escape.js': Buffer.from('x').toString('base64') };
    const unsafe = await publish('mf-agent', { files });
    expect(unsafe.statusCode).toBe(422);
    expect(fs.existsSync(path.join(t.config.dataDir, 'remotes', 'escape.js'))).toBe(false);
  });

  it('activates, rolls back to the previous version and to a named one, with who, when, why in the history', async () => {
    const versions: string[] = [];
    for (const marker of ['v1', 'v2', 'v3']) {
      const res = await publish('mf-lobby', { files: fakeBuild('mf-lobby', { marker }), activate: true, reason: `ship ${marker}` });
      expect(res.statusCode).toBe(201);
      expect(res.json().value.activated).toEqual(['DEMO']);
      versions.push(res.json().value.version);
    }
    const [v1, v2, v3] = versions;
    expect(await liveVersionOf('mf-lobby')).toBe(v3);

    const back = await t.call({
      method: 'POST',
      url: '/ops/registry/remotes/mf-lobby/rollback',
      payload: { reason: 'broken banner' },
      headers: { ...OPS, operator: 'bob' },
    });
    expect(back.statusCode).toBe(200);
    expect(back.json().value.changes).toEqual([
      { merchant: 'DEMO', channel: 'default', remote: 'mf-lobby', version: v2, previousVersion: v3 },
    ]);
    expect(await liveVersionOf('mf-lobby')).toBe(v2);
    // Rolling back again goes one more step back (not back and forth).
    await t.call({ method: 'POST', url: '/ops/registry/remotes/mf-lobby/rollback', payload: {}, headers: OPS });
    expect(await liveVersionOf('mf-lobby')).toBe(v1);
    const none = await t.call({ method: 'POST', url: '/ops/registry/remotes/mf-lobby/rollback', payload: {}, headers: OPS });
    expect(none.statusCode).toBe(404);
    expect(none.json().errorCode).toBe('remote.version.unknown');

    const to = await t.call({
      method: 'POST',
      url: '/ops/registry/remotes/mf-lobby/rollback',
      payload: { to: v3, reason: 'fixed upstream' },
      headers: OPS,
    });
    expect(to.json().value.changes[0]).toMatchObject({ version: v3, previousVersion: v1 });
    const missing = await t.call({
      method: 'POST',
      url: '/ops/registry/remotes/mf-lobby/rollback',
      payload: { to: 'no-such-version' },
      headers: OPS,
    });
    expect(missing.statusCode).toBe(404);

    const history = (await t.call({ method: 'GET', url: '/ops/registry/remotes/mf-lobby/history?merchant=DEMO', headers: OPS })).json()
      .value.history;
    expect(
      history.map((h: { action: string; version: string; previousVersion: string | null }) => [h.action, h.version, h.previousVersion]),
    ).toEqual([
      ['rollback', v3, v1],
      ['rollback', v1, v2],
      ['rollback', v2, v3],
      ['publish', v3, v2],
      ['publish', v2, v1],
      ['publish', v1, null],
    ]);
    expect(history[2]).toMatchObject({ actor: 'bob', reason: 'broken banner', merchant: 'DEMO', channel: 'default' });
    expect(history[5]).toMatchObject({ actor: 'alice', reason: 'ship v1' });
    expect(Number.isNaN(Date.parse(history[0].at))).toBe(false);
  });

  it('keeps a canary channel apart from the default one', async () => {
    const base = (await publish('mf-member', { files: fakeBuild('mf-member', { marker: 'stable' }), activate: true })).json().value.version;
    const canary = (await publish('mf-member', { files: fakeBuild('mf-member', { marker: 'canary' }) })).json().value.version;
    const res = await t.call({
      method: 'POST',
      url: '/ops/registry/remotes/mf-member/activate',
      payload: { version: canary, merchant: 'DEMO', channel: 'canary', reason: 'try it' },
      headers: OPS,
    });
    expect(res.statusCode).toBe(200);
    expect(await liveVersionOf('mf-member')).toBe(base);
    expect(await liveVersionOf('mf-member', 'canary')).toBe(canary);
    // Remotes without a canary pointer fall back to the default channel.
    expect(await liveVersionOf('mf-lobby', 'canary')).toBe(await liveVersionOf('mf-lobby'));
    const list = (await t.call({ method: 'GET', url: '/ops/registry/remotes?channel=canary', headers: OPS })).json().value.remotes;
    expect(list.find((r: { name: string }) => r.name === 'mf-member').live).toEqual([
      expect.objectContaining({ merchant: 'DEMO', channel: 'canary', version: canary }),
    ]);
    const unknown = await t.call({
      method: 'POST',
      url: '/ops/registry/remotes/mf-member/activate',
      payload: { version: 'nope' },
      headers: OPS,
    });
    expect(unknown.json().errorCode).toBe('remote.version.unknown');
  });
});

describe('compatibility checks before a publish', () => {
  async function refusal(remote: RemoteName, build: FakeBuild) {
    const res = await publish(remote, { files: fakeBuild(remote, build), activate: true });
    expect(res.statusCode).toBe(422);
    expect(res.json().errorCode).toBe('remote.incompatible');
    return res.json().message as string;
  }

  it('refuses a remote that lacks an expose the shell expects', async () => {
    const message = await refusal('mf-member', { exposes: ['./App'] });
    expect(message).toContain('missing exposes ./MemberBar, ./BalanceWidget');
  });

  it('refuses singleton requirements the shell cannot satisfy, listing each', async () => {
    const shared = SINGLETONS.map((name) => ({ name, version: provided[name], requiredVersion: `^${provided[name]}`, singleton: true }));
    const react = shared.find((s) => s.name === 'react')!;
    react.requiredVersion = '^18.2.0';
    react.version = '18.2.0';
    shared.find((s) => s.name === 'zustand')!.singleton = false;
    const message = await refusal('mf-lobby', { shared });
    expect(message).toContain(`react: requires ^18.2.0, the shell provides ${provided.react}`);
    expect(message).toContain('zustand must be shared as a singleton');
  });

  it('refuses a remote that bundles its own React or shared package', async () => {
    const shared = SINGLETONS.filter((name) => name !== '@site/shared' && name !== 'react').map((name) => ({
      name,
      version: provided[name],
      requiredVersion: `^${provided[name]}`,
      singleton: true,
    }));
    const message = await refusal('mf-agent', { shared });
    expect(message).toContain('react is not shared');
    expect(message).toContain('@site/shared is not shared');
  });

  it('refuses a build whose manifest names a missing remote entry, or that has no manifest', async () => {
    expect(await refusal('mf-agent', { withoutEntry: true })).toContain('remote entry remoteEntry.js');
    const res = await publish('mf-agent', { files: { 'remoteEntry.js': Buffer.from('x').toString('base64') } });
    expect(res.json().errorCode).toBe('remote.incompatible');
  });

  it('a refused publish changes nothing', async () => {
    const before = await liveVersionOf('mf-messaging');
    await refusal('mf-messaging', { exposes: [] });
    expect(await liveVersionOf('mf-messaging')).toBe(before);
    const list = (await t.call({ method: 'GET', url: '/ops/registry/remotes', headers: OPS })).json().value.remotes;
    expect(list.find((r: { name: string }) => r.name === 'mf-messaging').versions).toEqual([]);
  });
});
