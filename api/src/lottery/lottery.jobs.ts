import type { JobDefinition } from '../jobs/scheduler';
import { closeDueDraws, ensureDraws, settleDueDraws } from './lottery.service';

/**
 * The lottery's timed jobs (api/src/jobs), each run once per period across instances. Each run sweeps everything
 * due at that moment, so after an outage only the latest period runs ('latest'): it catches up alone.
 */
export const LOTTERY_JOBS: JobDefinition[] = [
  {
    // Keeps the draw calendar filled: the current draw of each game and the next MAX_CHASE + 2, so a minute's
    // games stay more than a chase ahead between two runs.
    name: 'lottery.calendar',
    schedule: { everySeconds: 60 },
    missed: 'latest',
    timeoutSeconds: 60,
    async run({ db }) {
      await ensureDraws(db, new Date());
    },
  },
  {
    // Closes the draws whose betting time is over (no more cancels; settlement takes closed draws). Betting itself is
    // refused from closes_at on, whether or not this has run yet.
    name: 'lottery.draw-close',
    schedule: { everySeconds: 5 },
    missed: 'latest',
    timeoutSeconds: 60,
    async run({ db }) {
      await closeDueDraws(db, new Date());
    },
  },
  {
    // Draws the results of due draws and pays the wins, each draw in one transaction keyed by (draw-settle, draw).
    name: 'lottery.draw-settle',
    schedule: { everySeconds: 5 },
    missed: 'latest',
    timeoutSeconds: 120,
    async run({ db, log }) {
      const settled = await settleDueDraws(db, new Date());
      if (settled > 0) log.info({ settled }, 'lottery draws settled');
    },
  },
];
