import type { FastifyInstance } from 'fastify';
import { observeJobRun } from '../observability/metrics';

/**
 * A job the server runs every `everyMs` (the lottery's draw calendar, ...): one run at a time (a slow run is not
 * overlapped by the next), every failure logged with the job's name and never thrown out of the timer (an
 * unhandled rejection would end the process), every run counted and timed in the metrics (job_runs_total,
 * job_failures_total, job_duration_seconds), stopped when the server closes.
 */
export function repeatEvery(app: FastifyInstance, name: string, everyMs: number, job: () => Promise<unknown>): void {
  const log = app.log.child({ job: name });
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    const started = Date.now();
    observeJobRun(name, job)
      .catch((error: unknown) => log.error({ err: error, ms: Date.now() - started }, 'scheduled job failed'))
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
