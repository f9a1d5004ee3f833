import path from 'node:path';
import v8 from 'node:v8';
import { PRODUCTION_SCRYPT_LOG_N } from './session/password';

/** Test runs hash passwords at 2^14 (about 60 ms here instead of a second): they test the rules, not the cost. */
const TEST_SCRYPT_LOG_N = 14;

/** The one typed configuration, read once at boot; defaults make `npm start` work on a fresh machine. */
export interface Config {
  readonly port: number;
  readonly host: string;
  readonly env: 'production' | 'development' | 'test';
  /** Repository root: where the shell and remote builds are found. */
  readonly rootDir: string;
  /** Embedded database files and published remote versions live here. */
  readonly dataDir: string;
  /** A real PostgreSQL instead of the embedded PGlite. */
  readonly databaseUrl: string | null;
  readonly defaultMerchant: string;
  /** Operators authenticate to the operator API with this bearer secret. */
  readonly operatorToken: string;
  /** The payment PIN's HMAC key (security/pin-hash.ts): kept out of the database, so a stolen table cannot be tried. */
  readonly pinPepper: string;
  /** Development switch: accept plain JSON where api-conventions A5 asks for encrypted bodies. */
  readonly allowPlainAuth: boolean;
  /** Serve each remote straight from its dist folder (npm run dev) instead of published versions. */
  readonly devRemotes: boolean;
  readonly trustProxy: boolean;
  /** Redis: request rate limits and events shared by every instance; unset, both stay in the process. */
  readonly redisUrl: string | null;
  /** Prefix of this site's Redis keys and channels (several sites, or test runs, on one Redis). */
  readonly redisPrefix: string;
  /** The push stream's heartbeat (docs/live.md); also how often it checks that the session still holds. */
  readonly pushHeartbeatMs: number;
  /** A read-only bearer secret for GET /metrics (Prometheus); the operator token is accepted too. */
  readonly metricsToken: string | null;
  /** @fastify/under-pressure answers 503 system.busy past these (event loop delay, heap in use); 0: not checked. */
  readonly maxEventLoopDelayMs: number;
  readonly maxHeapUsedBytes: number;
  /** Multiplies every rate limit (the e2e suite registers dozens of players from one IP); 1 in production. */
  readonly rateLimitScale: number;
  /** log2 of scrypt's N for new password hashes: 17 (OWASP's minimum) by default and in production; test runs may go lower. */
  readonly scryptLogN: number;
  /** pino level of the structured logs: every request in production, warnings and errors elsewhere. */
  readonly logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /**
   * Who runs the timed jobs (api/src/jobs): `inline` this API process (the default), `worker` the `npm run worker`
   * processes beside it, `off` nobody (the default under NODE_ENV=test: tests and e2e drive the jobs themselves).
   */
  readonly jobs: 'inline' | 'worker' | 'off';
  /** The merchant's time zone: cron schedules and the period keys of timed jobs (a daily job's day starts at its midnight). */
  readonly timeZone: string;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

function int(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const rootDir = path.resolve(__dirname, '../..');
  const mode = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const operatorToken = env.OPERATOR_TOKEN ?? (mode === 'production' ? '' : 'dev-operator-token');
  if (mode === 'production' && operatorToken.length < 24) {
    throw new Error('OPERATOR_TOKEN must be set to a secret of at least 24 characters in production');
  }
  const pinPepper = env.PIN_PEPPER ?? (mode === 'production' ? '' : 'dev-pin-pepper');
  if (mode === 'production' && pinPepper.length < 32) {
    throw new Error('PIN_PEPPER must be set to a secret of at least 32 characters in production');
  }
  const scryptLogN = int(env.SCRYPT_LOG_N, mode === 'test' ? TEST_SCRYPT_LOG_N : PRODUCTION_SCRYPT_LOG_N);
  if (mode === 'production' && scryptLogN < PRODUCTION_SCRYPT_LOG_N) {
    throw new Error(`SCRYPT_LOG_N must be at least ${PRODUCTION_SCRYPT_LOG_N} in production (OWASP's scrypt minimum)`);
  }
  if (scryptLogN < 10 || scryptLogN > 20) throw new Error('SCRYPT_LOG_N must be between 10 and 20');
  const jobs = env.JOBS || (mode === 'test' ? 'off' : 'inline');
  if (jobs !== 'inline' && jobs !== 'worker' && jobs !== 'off') throw new Error(`JOBS must be inline, worker or off (got ${jobs})`);
  const timeZone = env.TIME_ZONE || 'Asia/Bangkok';
  try {
    new Intl.DateTimeFormat('en', { timeZone });
  } catch {
    throw new Error(`TIME_ZONE must be an IANA time zone such as Asia/Bangkok (got ${timeZone})`);
  }
  return Object.freeze({
    port: int(env.PORT, 8080),
    host: env.HOST ?? '0.0.0.0',
    env: mode,
    rootDir,
    dataDir: path.resolve(rootDir, env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || null,
    defaultMerchant: env.DEFAULT_MERCHANT ?? 'DEMO',
    operatorToken,
    pinPepper,
    allowPlainAuth: env.ALLOW_PLAIN_AUTH === '1',
    devRemotes: env.DEV_REMOTES === '1',
    trustProxy: env.TRUST_PROXY === '1',
    redisUrl: env.REDIS_URL || null,
    redisPrefix: env.REDIS_PREFIX ?? 'royalwin:',
    pushHeartbeatMs: int(env.PUSH_HEARTBEAT_MS, 25_000),
    metricsToken: env.METRICS_TOKEN || null,
    // Test runs shed no load unless told to: a busy test machine is not an overloaded server.
    maxEventLoopDelayMs: int(env.MAX_EVENT_LOOP_DELAY_MS, mode === 'test' ? 0 : 1000),
    // 90% of V8's heap limit: past it, garbage collection takes the process before the load does.
    maxHeapUsedBytes:
      int(env.MAX_HEAP_USED_MB, 0) * 1024 * 1024 || (mode === 'test' ? 0 : Math.floor(v8.getHeapStatistics().heap_size_limit * 0.9)),
    rateLimitScale: int(env.RATE_LIMIT_SCALE, 1),
    scryptLogN,
    logLevel: LOG_LEVELS.find((level) => level === env.LOG_LEVEL) ?? (mode === 'production' ? 'info' : 'warn'),
    jobs,
    timeZone,
  });
}
