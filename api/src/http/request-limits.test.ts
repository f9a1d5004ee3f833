import crypto from 'node:crypto';
import Redis from 'ioredis';
import { buildApp } from '../app';
import { createTestApp, type TestApp } from '../../test/test-app';
import { until } from '../../test/until';

/**
 * Request limits per IP through @fastify/rate-limit. The forgot-password route allows 10 requests per IP an hour
 * and counts a request before anything else (even a refused body), so these tests spend no scrypt.
 */
const FORGOT_LIMIT = 10;
const forgot = (call: TestApp['call'], remoteAddress: string) =>
  call({ method: 'POST', url: '/wps/member/password/email', payload: { username: 'nobody' }, remoteAddress });

describe('request limits per IP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  test('past the limit: 429 rate.limited in the envelope with Retry-After and X-RateLimit headers; another IP goes on', async () => {
    for (let i = 0; i < FORGOT_LIMIT; i++) {
      const res = await forgot(t.call, '203.0.113.1');
      expect(res.statusCode).toBe(422);
      expect(res.headers['x-ratelimit-remaining']).toBe(String(FORGOT_LIMIT - i - 1));
    }
    const refused = await forgot(t.call, '203.0.113.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, errorCode: 'rate.limited' });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(refused.headers['x-ratelimit-limit']).toBe(String(FORGOT_LIMIT));
    expect(refused.headers['x-ratelimit-remaining']).toBe('0');
    expect((await forgot(t.call, '203.0.113.2')).statusCode).toBe(422);
  });

  test('the four registration routes are one limit (POST and PUT, by username and by mobile)', async () => {
    const routes = [
      'POST /wps/member/register',
      'PUT /wps/member/register',
      'POST /wps/member/register/mobile',
      'PUT /wps/member/register/mobile',
    ];
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const [method, url] = routes[i % 4].split(' ') as ['POST' | 'PUT', string];
      statuses.push((await t.call({ method, url, payload: {}, remoteAddress: '203.0.113.3' })).statusCode);
    }
    expect(statuses.slice(0, 10)).not.toContain(429);
    expect(statuses[10]).toBe(429);
  });

  test('the limits were a SQL write per request: on PGlite they count in memory, with DATABASE_URL alone in rate_counters', async () => {
    await t.db.query('DELETE FROM rate_counters');
    // A whole request, through to the handler (an unknown account).
    const res = await t.call({
      method: 'POST',
      url: '/wps/member/password/email',
      payload: { username: 'nobody', email: 'nobody@example.com' },
      remoteAddress: '203.0.113.4',
    });
    expect(res.json().errorCode).toBe('user.not.exist.or.disabled');
    const rows = await t.db.query<{ key: string }>(`SELECT key FROM rate_counters`);
    if (t.db.kind === 'pglite') expect(rows).toEqual([]);
    else expect(rows).toEqual([{ key: expect.stringMatching(/^request:forgot:[\w-]{22}$/) }]);
    // The IP is kept hashed in the key.
    expect(JSON.stringify(rows)).not.toContain('203.0.113.4');
  });

  test('two instances on one PostgreSQL without Redis share the limit', async () => {
    if (t.db.kind !== 'postgres') return; // PGlite is one process: no second instance can share its database.
    const other = await buildApp({ config: t.config, db: t.db, serveWeb: false });
    try {
      const apps = [t.app, other];
      const statuses: number[] = [];
      for (let i = 0; i <= FORGOT_LIMIT; i++) {
        statuses.push(
          (await apps[i % 2].inject({ method: 'POST', url: '/wps/member/password/email', payload: {}, remoteAddress: '203.0.113.5' }))
            .statusCode,
        );
      }
      expect(statuses.slice(0, FORGOT_LIMIT)).not.toContain(429);
      expect(statuses[FORGOT_LIMIT]).toBe(429);
    } finally {
      await other.close();
    }
  });

  test('while Redis cannot be reached, requests pass unlimited instead of failing', async () => {
    const away = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:8279', LOG_LEVEL: 'silent' });
    try {
      for (let i = 0; i <= FORGOT_LIMIT; i++) expect((await forgot(away.call, '203.0.113.6')).statusCode).toBe(422);
    } finally {
      await away.close();
    }
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
(redisUrl ? describe : describe.skip)('request limits in Redis (TEST_REDIS_URL)', () => {
  test('a rate limit holds across two instances sharing Redis', async () => {
    const env = { REDIS_URL: redisUrl!, REDIS_PREFIX: `test-${crypto.randomUUID()}:` };
    const [a, b] = [await createTestApp(env), await createTestApp(env)];
    try {
      // A load balancer sends traffic to an instance once it is ready (its Redis connection up).
      for (const instance of [a, b]) await until(async () => (await instance.call({ method: 'GET', url: '/readyz' })).statusCode === 200);
      const statuses: number[] = [];
      for (let i = 0; i <= FORGOT_LIMIT; i++) statuses.push((await forgot([a, b][i % 2].call, '203.0.113.7')).statusCode);
      expect(statuses.slice(0, FORGOT_LIMIT)).not.toContain(429);
      expect(statuses[FORGOT_LIMIT]).toBe(429);
      // Each instance has its own database here: the count can only have met in Redis, under one key that expires.
      expect(await a.db.query(`SELECT 1 FROM rate_counters WHERE key LIKE 'request:%'`)).toEqual([]);
      const redis = new Redis(redisUrl!);
      try {
        const keys = await redis.keys(`${env.REDIS_PREFIX}rate:*`);
        expect(keys).toEqual([expect.stringMatching(/:rate:forgot:[\w-]{22}$/)]);
        expect(await redis.pttl(keys[0])).toBeGreaterThan(3_500_000);
        await redis.del(...keys);
      } finally {
        await redis.quit();
      }
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
