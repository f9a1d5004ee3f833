import { CatalogueCache } from './catalogue.cache';

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
