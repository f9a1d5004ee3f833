import Fastify, { type FastifyBaseLogger } from 'fastify';
import { createLogger } from '../http/logger';
import { repeatEvery } from './scheduler';

const until = async (check: () => boolean, timeoutMs = 5000) => {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

test('scheduler failures were swallowed by a disabled logger: each failed run is logged with the job name, and the job keeps running', async () => {
  const lines: Array<Record<string, any>> = [];
  const logger: FastifyBaseLogger = createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line)) });
  const app = Fastify({ loggerInstance: logger });
  let runs = 0;
  repeatEvery(app, 'lottery.tick', 5, async () => {
    runs += 1;
    throw new Error(`draw calendar failed (run ${runs})`);
  });
  await app.ready();
  await until(() => lines.filter((l) => l.msg === 'scheduled job failed').length >= 2);
  await app.close();
  const failures = lines.filter((l) => l.msg === 'scheduled job failed');
  expect(failures[0]).toMatchObject({ level: 50, job: 'lottery.tick', err: { message: 'draw calendar failed (run 1)' } });
  expect(failures[1].err.message).toBe('draw calendar failed (run 2)');
  // Stopped with the server: no run after close.
  const after = runs;
  await new Promise((r) => setTimeout(r, 30));
  expect(runs).toBe(after);
});

test('a slow run is not overlapped by the next tick', async () => {
  const app = Fastify();
  let running = 0;
  let most = 0;
  let runs = 0;
  repeatEvery(app, 'slow', 2, async () => {
    running += 1;
    runs += 1;
    most = Math.max(most, running);
    await new Promise((r) => setTimeout(r, 20));
    running -= 1;
  });
  await until(() => runs >= 3);
  await app.close();
  expect(most).toBe(1);
});
