import type { JobDefinition } from '../jobs/scheduler';
import { purgePushEvents } from './push.repository';

/** How long the push journal keeps an event: a tab away longer reads its screens afresh (docs/live.md). */
export const PUSH_JOURNAL_HOURS = 24;

export const PUSH_JOURNAL_PURGE: JobDefinition = {
  name: 'push.purge-journal',
  schedule: { everySeconds: 900 },
  missed: 'latest',
  async run({ db, log }) {
    const removed = await purgePushEvents(db, PUSH_JOURNAL_HOURS);
    if (removed > 0) log.info({ removed }, 'old push events removed');
  },
};
