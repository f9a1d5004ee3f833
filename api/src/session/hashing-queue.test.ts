import { BusyError, RateLimitedError } from '../http/errors';
import { HashingQueue } from './hashing-queue';

/** A piece of work that finishes when the test says so, recording when it started. */
function gate(log: string[], name: string) {
  let finish = () => undefined as void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { work: () => (log.push(name), done.then(() => name)), finish };
}
const tick = () => new Promise((resolve) => setImmediate(resolve));

test('at most `slots` hashes run at once; the next waits for a free slot', async () => {
  const queue = new HashingQueue(2, 10, 10);
  const log: string[] = [];
  const [a, b, c] = ['a', 'b', 'c'].map((name) => gate(log, name));
  const runs = [a, b, c].map((g) => queue.run(null, g.work));
  await tick();
  expect(log).toEqual(['a', 'b']);
  expect(queue.depth).toEqual({ running: 2, waiting: 1 });
  a.finish();
  await tick();
  expect(log).toEqual(['a', 'b', 'c']);
  b.finish();
  c.finish();
  expect(await Promise.all(runs)).toEqual(['a', 'b', 'c']);
  expect(queue.depth).toEqual({ running: 0, waiting: 0 });
});

test('a full queue answers at once with system.busy and a Retry-After, doing no work', async () => {
  const queue = new HashingQueue(1, 1, 10);
  const log: string[] = [];
  const [a, b, c] = ['a', 'b', 'c'].map((name) => gate(log, name));
  const first = queue.run(null, a.work);
  const second = queue.run(null, b.work);
  const refused = await queue.run(null, c.work).catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(BusyError);
  expect(refused).toMatchObject({ errorCode: 'system.busy', status: 503, retryAfterSeconds: 1 });
  a.finish();
  b.finish();
  await Promise.all([first, second]);
  expect(log).toEqual(['a', 'b']);
});

test("one owner's hashes run one at a time, others' beside them; past its limit the owner gets 429", async () => {
  const queue = new HashingQueue(4, 10, 2);
  const log: string[] = [];
  const mine = ['m1', 'm2', 'm3'].map((name) => gate(log, name));
  const other = gate(log, 'o1');
  const runs = mine.map((g) => queue.run('member:1', g.work));
  const refused = await queue.run('member:1', gate(log, 'm4').work).catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(RateLimitedError);
  const others = queue.run('member:2', other.work);
  await tick();
  // The other member's hash started at once, beside the first of member 1's; member 1's next wait their turn.
  expect(log).toEqual(['m1', 'o1']);
  mine[0].finish();
  await tick();
  expect(log).toEqual(['m1', 'o1', 'm2']);
  mine[1].finish();
  await tick();
  mine[2].finish();
  other.finish();
  expect(await Promise.all([...runs, others])).toEqual(['m1', 'm2', 'm3', 'o1']);
  // A failed hash does not stop the owner's next.
  await expect(queue.run('member:1', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
  await expect(queue.run('member:1', async () => 'next')).resolves.toBe('next');
});
