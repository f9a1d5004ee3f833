import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openTestDb } from '../../test/test-app';

// The shell's HTML with its own inline scripts (theme, age gate), as the build writes it.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'security-headers-'));
const TEMPLATE = `<!doctype html><html><head><script>document.documentElement.dataset.theme='dark'</script><script defer src="/js/main.0123456789.js"></script></head><body><div id="boot"></div><script>window.ageGate=1</script></body></html>`;
fs.mkdirSync(path.join(root, 'shell', 'dist', 'js'), { recursive: true });
fs.writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), TEMPLATE);
fs.writeFileSync(path.join(root, 'shell', 'dist', 'js', 'main.0123456789.js'), '/* main */');
fs.writeFileSync(path.join(root, 'shell', 'dist', 'mf-manifest.json'), '{"shared":[]}');

const FIREBASE_ENV = ['FIREBASE_PROJECT_ID', 'FIREBASE_AUTH_EMULATOR_HOST', 'FIREBASE_API_KEY', 'FIREBASE_AUTH_DOMAIN'] as const;
const savedEnv = Object.fromEntries(FIREBASE_ENV.map((k) => [k, process.env[k]]));
const setFirebaseEnv = (env: Partial<Record<(typeof FIREBASE_ENV)[number], string>>) => {
  for (const key of FIREBASE_ENV) {
    if (env[key] === undefined) delete process.env[key];
    else process.env[key] = env[key];
  }
};

/** Content-Security-Policy as directive -> sources. */
const policy = (header: unknown) =>
  Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name, sources]),
  ) as Record<string, string[]>;

let app: FastifyInstance;
let dispose: () => Promise<void>;
async function start(env: Record<string, string> = {}) {
  const db = await openTestDb();
  dispose = db.dispose;
  const config = { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: path.join(root, 'data'), LOG_LEVEL: 'silent', ...env }), rootDir: root };
  app = await buildApp({ config, db, serveWeb: true });
  await app.ready();
}
async function stop() {
  await app.close();
  await dispose();
}
afterAll(() => {
  setFirebaseEnv(savedEnv);
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the HTML pages sent no security headers while the session token sits in browser storage', () => {
  beforeAll(async () => {
    setFirebaseEnv({});
    await start();
  });
  afterAll(stop);

  test('a page gets a CSP whose scripts are this origin and the page nonce only, and every inline script carries that nonce', async () => {
    const res = await app.inject({ method: 'GET', url: '/m/home' });
    expect(res.statusCode).toBe(200);
    const csp = policy(res.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp['script-src'].join(' '))?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    expect(csp['script-src']).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(csp['script-src-attr']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'none'"]);
    const scripts = res.body.match(/<script\b[^>]*>/g)!;
    // The template's two inline scripts, its entry (moved by the first-paint loader) and the boot data script.
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    // No Google host without Firebase sign-in.
    expect(JSON.stringify(csp)).not.toMatch(/google/);
  });

  test('each page has its own nonce', async () => {
    const nonces = await Promise.all(
      [0, 1].map(
        async () =>
          /'nonce-([^']+)'/.exec(String((await app.inject({ method: 'GET', url: '/m/help' })).headers['content-security-policy']))![1],
      ),
    );
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  test.each(['/m/home', '/wps/system/status', '/js/main.0123456789.js'])('%s: nosniff, a referrer policy, no framing', async (url) => {
    const res = await app.inject({ method: 'GET', url, headers: { merchant: 'DEMO' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(policy(res.headers['content-security-policy'])['frame-ancestors']).toEqual(["'none'"]);
    // Firebase's sign-in popup must still reach its opener.
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  test('the API answers get the base policy: no inline script at all', async () => {
    const res = await app.inject({ method: 'GET', url: '/wps/system/status', headers: { merchant: 'DEMO' } });
    expect(policy(res.headers['content-security-policy'])['script-src']).toEqual(["'self'"]);
  });

  test('no HSTS over plain http, nor for a forwarded https the server does not trust', async () => {
    expect((await app.inject({ method: 'GET', url: '/m/home' })).headers['strict-transport-security']).toBeUndefined();
    expect(
      (await app.inject({ method: 'GET', url: '/m/home', headers: { 'x-forwarded-proto': 'https' } })).headers['strict-transport-security'],
    ).toBeUndefined();
  });
});

describe('behind a trusted proxy (TRUST_PROXY=1)', () => {
  beforeAll(async () => {
    setFirebaseEnv({});
    await start({ TRUST_PROXY: '1' });
  });
  afterAll(stop);

  test('HSTS when the proxy says the request came over TLS, not when it came over http', async () => {
    const tls = await app.inject({ method: 'GET', url: '/m/home', headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await app.inject({ method: 'GET', url: '/m/home', headers: { 'x-forwarded-proto': 'http' } });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('pages of a merchant that signs in through Firebase', () => {
  afterEach(stop);

  test('in production: Google sign-in, token and reCAPTCHA hosts and the auth domain frame; no emulator, no inline script', async () => {
    setFirebaseEnv({ FIREBASE_PROJECT_ID: 'royal-win', FIREBASE_API_KEY: 'key', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
    await start({ NODE_ENV: 'production', OPERATOR_TOKEN: 'x'.repeat(32), PIN_PEPPER: 'p'.repeat(32) });
    // The Firebase settings are read from the process's environment (session/firebase-login.ts).
    process.env.NODE_ENV = 'production';
    const csp = policy((await app.inject({ method: 'GET', url: '/m/login' })).headers['content-security-policy']);
    process.env.NODE_ENV = 'test';
    expect(csp['connect-src']).toEqual(["'self'", 'https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com']);
    expect(csp['frame-src']).toEqual([
      "'self'",
      'https://royal-win.firebaseapp.com',
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
    ]);
    expect(csp['script-src']).toEqual(expect.arrayContaining(['https://apis.google.com', 'https://www.google.com/recaptcha/']));
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
  });

  test('with the Auth emulator (development and tests): its origin may be called and framed', async () => {
    setFirebaseEnv({ FIREBASE_PROJECT_ID: 'demo-royal-win', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
    await start();
    const csp = policy((await app.inject({ method: 'GET', url: '/m/login' })).headers['content-security-policy']);
    expect(csp['connect-src']).toContain('http://127.0.0.1:9099');
    expect(csp['frame-src']).toContain('http://127.0.0.1:9099');
  });
});
