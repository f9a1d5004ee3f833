import zlib from 'node:zlib';
import { acceptedEncoding, CatalogueCache, JsonBody } from './catalogue.cache';

describe('catalogue cache', () => {
  test('reuses an answer within the TTL, shares concurrent misses, forgets failures', async () => {
    const cache = new CatalogueCache(60_000);
    let calls = 0;
    const load = async () => ++calls;
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1]);
    expect(await cache.get('b', load)).toBe(2);
    await expect(cache.get('c', () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    await new Promise((r) => setImmediate(r));
    expect(await cache.get('c', load)).toBe(3);
  });

  test('TTL 0 never caches; a full cache drops its oldest entry', async () => {
    let calls = 0;
    const off = new CatalogueCache(0);
    await off.get('a', async () => ++calls);
    await off.get('a', async () => ++calls);
    expect(calls).toBe(2);
    const small = new CatalogueCache(60_000, 2);
    await small.get('a', async () => 'a1');
    await small.get('b', async () => 'b1');
    await small.get('c', async () => 'c1');
    expect(await small.get('a', async () => 'a2')).toBe('a2');
    expect(await small.get('c', async () => 'c2')).toBe('c1');
  });
});

describe('catalogue cache past its TTL', () => {
  afterEach(() => jest.useRealTimers());

  test('an answer past its TTL is given while one reload runs; past twice the TTL the reload is waited for', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const cache = new CatalogueCache(10_000);
    let calls = 0;
    let release: () => void = () => undefined;
    const slow = () => new Promise<number>((resolve) => (release = () => resolve(++calls)));
    const first = cache.get('a', slow);
    release();
    expect(await first).toBe(1);
    jest.setSystemTime(1_000_000 + 15_000);
    // Stale: answered at once with the old value, one reload started for any number of requests.
    expect(await cache.get('a', slow)).toBe(1);
    expect(await cache.get('a', slow)).toBe(1);
    release();
    await Promise.resolve();
    await Promise.resolve();
    expect(calls).toBe(2);
    expect(await cache.get('a', slow)).toBe(2);
    // Long unused: the old answer is too old to give, the caller waits for a fresh one.
    jest.setSystemTime(1_000_000 + 15_000 + 25_000);
    const fresh = cache.get('a', slow);
    release();
    expect(await fresh).toBe(3);
  });
});

describe('JSON bodies as sent', () => {
  test('compressed once per encoding, to the very JSON', () => {
    const json = JSON.stringify({ success: true, value: Array.from({ length: 200 }, (_, i) => ({ i, name: `game ${i}` })) });
    const body = new JsonBody(json);
    expect(body.bytes).toBe(Buffer.byteLength(json));
    expect(body.in('br')).toBe(body.in('br'));
    expect(zlib.brotliDecompressSync(body.in('br')).toString()).toBe(json);
    expect(zlib.gunzipSync(body.in('gzip')).toString()).toBe(json);
  });

  test('the encoding @fastify/compress would pick: br first, q-values, * and x-gzip as gzip', () => {
    expect(acceptedEncoding(undefined)).toBeNull();
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip, deflate')).toBe('gzip');
    expect(acceptedEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip')).toBe('gzip');
    expect(acceptedEncoding('*')).toBe('gzip');
    expect(acceptedEncoding('x-gzip')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding('deflate, gzip;q=0')).toBeNull();
  });
});
