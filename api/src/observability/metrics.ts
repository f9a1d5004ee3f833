import client from 'prom-client';
import type { Db } from '../db/db';

/**
 * The process's Prometheus metrics (GET /metrics): Node's own (CPU, heap, event loop lag, GC), HTTP latency per
 * route, ledger transfers, scheduled jobs and the database pool. One registry per process, filled by the code
 * that does the work through the small functions below.
 */
export const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry });

/** Seconds: API calls take milliseconds, a page or a scrypt login up to about a second. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequestDuration = new client.Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP requests by method, route pattern (never the raw URL) and status code',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

const ledgerTransfers = new client.Counter({
  name: 'ledger_transfers_total',
  help: 'Ledger transfers by code and outcome: posted (committed), replayed (same key, nothing moved), refused (a rule said no), failed (an error)',
  labelNames: ['code', 'outcome'] as const,
  registers: [registry],
});

const ledgerTransferDuration = new client.Histogram({
  name: 'ledger_transfer_duration_seconds',
  help: 'Time to post one ledger transfer (its statements, inside the transaction it joins), by code',
  labelNames: ['code'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
  registers: [registry],
});

export type TransferOutcome = 'posted' | 'replayed' | 'refused' | 'failed';

export function recordTransfer(code: string, outcome: TransferOutcome): void {
  ledgerTransfers.inc({ code, outcome });
}

export function recordTransferDuration(code: string, seconds: number): void {
  ledgerTransferDuration.observe({ code }, seconds);
}

const jobRuns = new client.Counter({
  name: 'job_runs_total',
  help: 'Runs of scheduled jobs, by job',
  labelNames: ['job'] as const,
  registers: [registry],
});
const jobFailures = new client.Counter({
  name: 'job_failures_total',
  help: 'Runs of scheduled jobs that failed, by job',
  labelNames: ['job'] as const,
  registers: [registry],
});
const jobDuration = new client.Histogram({
  name: 'job_duration_seconds',
  help: 'Duration of scheduled job runs, by job',
  labelNames: ['job'] as const,
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300],
  registers: [registry],
});

/** Counts and times one attempt of a timed job (the scheduler calls it after every attempt; skipped periods are not runs). */
export function recordJobRun(event: { name: string; status: 'succeeded' | 'failed' | 'skipped'; ms: number }): void {
  if (event.status === 'skipped') return;
  jobRuns.inc({ job: event.name });
  if (event.status === 'failed') jobFailures.inc({ job: event.name });
  jobDuration.observe({ job: event.name }, event.ms / 1000);
}

/** Databases whose pool is reported (buildApp adds its own; a process normally has one). */
const pools = new Set<Db>();

export function watchPool(db: Db): () => void {
  pools.add(db);
  return () => void pools.delete(db);
}

const poolTotal = (read: (stats: ReturnType<Db['stats']>) => number) => [...pools].reduce((sum, db) => sum + read(db.stats()), 0);

new client.Gauge({
  name: 'db_pool_connections',
  help: 'Database connections by state (in use, idle); PGlite counts as one connection',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    this.set(
      { state: 'idle' },
      poolTotal((s) => s.idle),
    );
    this.set(
      { state: 'in_use' },
      poolTotal((s) => s.total - s.idle),
    );
  },
});

new client.Gauge({
  name: 'db_pool_waiting',
  help: 'Database calls waiting for a connection (PGlite: queued behind the one running)',
  registers: [registry],
  collect() {
    this.set(poolTotal((s) => s.waiting));
  },
});
