import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openTestDb } from '../../test/test-app';

// The shell's and a remote's built files in a folder of their own, served as `npm start` serves them.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-test-'));
const HASHED = `/* hashed */ ${'x'.repeat(4096)}`;
function write(file: string, text: string, precompressed = false) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  if (precompressed) {
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
  }
}
const shellDist = path.join(root, 'shell', 'dist');
write(
  path.join(shellDist, 'index.html'),
  '<html><head><script defer src="/js/main.0123456789.js"></script></head><body><div id="boot"></div></body></html>',
);
write(path.join(shellDist, 'js', 'main.0123456789.js'), HASHED, true);
write(path.join(shellDist, 'mf-manifest.json'), '{"shared":[]}');
write(path.join(shellDist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
write(path.join(shellDist, 'manifest.webmanifest'), '{"name":"Royal Win"}');
write(path.join(shellDist, 'icons', 'icon-192.png'), 'png');
const remoteDir = path.join(root, 'data', 'remotes', 'mf-lobby', '1.0.0-static');
write(path.join(remoteDir, 'remoteEntry.js'), `var mf_lobby = {}; ${'y'.repeat(2048)}`, true);
write(path.join(remoteDir, 'mf-manifest.json'), '{"exposes":[]}');
write(path.join(remoteDir, 'js', 'Home.0123456789.js'), HASHED, true);

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

const get = (url: string, encoding?: string) =>
  app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('static files and caching', () => {
  test.each(['/js/main.0123456789.js', '/remotes/mf-lobby/1.0.0-static/js/Home.0123456789.js'])(
    'hashed file %s is cached for a year, immutable',
    async (url) => {
      for (const encoding of [undefined, 'gzip', 'br']) {
        const res = await get(url, encoding);
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        // A shared cache keeps one copy per encoding.
        expect(res.headers.vary).toMatch(/^accept-encoding$/i);
      }
    },
  );

  test.each([
    '/remotes/mf-lobby/1.0.0-static/remoteEntry.js',
    '/remotes/mf-lobby/1.0.0-static/mf-manifest.json',
    '/m/home',
    '/',
    // The installed app's files have no content hash in their names: an immutable copy would never be replaced.
    '/sw.js',
    '/manifest.webmanifest',
    '/icons/icon-192.png',
  ])('%s is revalidated on every use', async (url) => {
    const res = await get(url, 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  test('built files are sent as their brotli or gzip copy, as the client accepts, and as they are without', async () => {
    const br = await get('/js/main.0123456789.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(HASHED);
    const gzip = await get('/js/main.0123456789.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(HASHED);
    const plain = await get('/js/main.0123456789.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(HASHED);
  });

  test('the HTML and the API JSON are compressed for clients that accept it', async () => {
    const html = await get('/m/home', 'gzip, br');
    expect(html.headers['content-encoding']).toBe('br');
    expect(html.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(html.rawPayload).toString()).toContain('<div id="boot">');

    const lanes = await app.inject({
      method: 'GET',
      url: '/wps/relay/GCSGAME_newGameVendor?platform=html5&clientType=2&language=TH',
      headers: { merchant: 'DEMO', 'accept-encoding': 'gzip' },
    });
    expect(lanes.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(zlib.gunzipSync(lanes.rawPayload).toString()) as { success: boolean; value: { lanes: unknown[] } };
    expect(body.success).toBe(true);
    expect(body.value.lanes.length).toBeGreaterThan(0);
    expect(lanes.rawPayload.length).toBeLessThan(Buffer.byteLength(JSON.stringify(body)) / 3);

    const plain = await app.inject({ method: 'GET', url: '/wps/system/status', headers: { merchant: 'DEMO' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect((JSON.parse(plain.body) as { success: boolean }).success).toBe(true);
  });
});

describe('unknown paths', () => {
  const PAGE_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

  test.each(['/foo/bar', '/foo', '/index.php?x=1'])(
    'a browser asking for an unknown page %s got raw JSON: it goes to /m/home',
    async (url) => {
      const res = await app.inject({ method: 'GET', url, headers: { accept: PAGE_ACCEPT } });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/m/home');
    },
  );

  test.each(['/wps/no/such/call', '/lgw/nothing', '/ops/nothing', '/provider/nothing', '/remotes/mf-lobby/1.0.0-static/missing.js'])(
    'API path %s keeps the JSON 404 envelope, even for a browser',
    async (url) => {
      const res = await app.inject({ method: 'GET', url, headers: { accept: PAGE_ACCEPT, merchant: 'DEMO' } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'not.found' });
    },
  );

  test('a missing script or image, or a POST, is a 404, not a page', async () => {
    for (const [method, url, accept] of [
      ['GET', '/js/missing.js', '*/*'],
      ['GET', '/img/missing.png', 'image/avif,image/webp,*/*'],
      ['POST', '/foo/bar', PAGE_ACCEPT],
    ] as const) {
      const res = await app.inject({ method, url, headers: { accept } });
      expect({ url, status: res.statusCode, errorCode: res.json().errorCode }).toEqual({ url, status: 404, errorCode: 'not.found' });
    }
  });
});
