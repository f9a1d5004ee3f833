import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openTestDb } from '../../test/test-app';

// The console's build in a folder of its own, served as `npm start` serves it (api/src/web/ops-console.ts).
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ops-console-test-'));
const dist = path.join(root, 'ops-console', 'dist');
fs.mkdirSync(path.join(dist, 'js'), { recursive: true });
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<html><head><script>document.documentElement.dataset.theme="dark"</script><script defer src="/ops/console/js/main.0123456789.js"></script></head><body><div id="root"></div></body></html>',
);
fs.writeFileSync(path.join(dist, 'js', 'main.0123456789.js'), 'console.log("ops")');

let app: FastifyInstance;
let dispose: () => Promise<void>;
beforeAll(async () => {
  const db = await openTestDb();
  dispose = db.dispose;
  const config = { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: path.join(root, 'data') }), rootDir: root };
  app = await buildApp({ config, db, serveWeb: true });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await dispose();
  fs.rmSync(root, { recursive: true, force: true });
});

test('the console page at /ops/console and its screens, with the page policy and a nonce on every script', async () => {
  for (const url of ['/ops/console', '/ops/console/', '/ops/console/deposits', '/ops/console/feedback?x=1']) {
    const res = await app.inject({ url });
    expect([url, res.statusCode, res.headers['content-type']]).toEqual([url, 200, 'text/html; charset=utf-8']);
    expect(res.headers['cache-control']).toBe('no-cache');
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    expect(res.body.match(/<script nonce="([^"]+)"/g)).toEqual([`<script nonce="${nonce}"`, `<script nonce="${nonce}"`]);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  }
  for (const url of ['/ops', '/ops/']) {
    const res = await app.inject({ url });
    expect([res.statusCode, res.headers.location]).toEqual([302, '/ops/console/']);
  }
});

test('its built files are served for good; the operator API beside it is untouched', async () => {
  const file = await app.inject({ url: '/ops/console/js/main.0123456789.js' });
  expect([file.statusCode, file.body]).toEqual([200, 'console.log("ops")']);
  expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await app.inject({ url: '/ops/console/js/missing.js' })).statusCode).toBe(404);
  const api = await app.inject({ url: '/ops/wallet/deposits' });
  expect([api.statusCode, api.json().errorCode]).toEqual([401, 'operator.unauthorized']);
  const login = await app.inject({ method: 'POST', url: '/ops/session', payload: { name: 'nobody', password: 'wrong-password' } });
  expect(login.json().errorCode).toBe('operator.login.failed');
});
