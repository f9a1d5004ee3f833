import { openTestDb } from '../../test/test-app';
import { afterCommit, type Db } from './db';

let db: Db & { dispose(): Promise<void> };
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(() => db.dispose());

describe('afterCommit', () => {
  test("runs a transaction's hooks after its COMMIT, in order, never after a rollback; at once outside a transaction", async () => {
    const heard: string[] = [];
    await db.transaction(async (tx) => {
      afterCommit(tx, () => heard.push('first'));
      afterCommit(tx, () => heard.push('second'));
      await tx.query('SELECT 1');
      expect(heard).toEqual([]);
    });
    expect(heard).toEqual(['first', 'second']);

    await expect(
      db.transaction(async (tx) => {
        afterCommit(tx, () => heard.push('rolled back'));
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(heard).toEqual(['first', 'second']);

    afterCommit(db, () => heard.push('no transaction'));
    expect(heard).toEqual(['first', 'second', 'no transaction']);
  });

  test('a hook that throws does not undo the commit nor stop the next hook (it is reported as a process warning)', async () => {
    const heard: string[] = [];
    await db.transaction(async (tx) => {
      await tx.query(`CREATE TABLE IF NOT EXISTS after_commit_probe (id int)`);
      afterCommit(tx, () => {
        throw new Error('hook failed');
      });
      afterCommit(tx, () => heard.push('next'));
    });
    expect(heard).toEqual(['next']);
    expect(await db.query('SELECT 1 FROM after_commit_probe')).toEqual([]);
  });
});

test('stats(): connections in use and idle, and the calls waiting for one', async () => {
  await db.query('SELECT 1');
  const idle = db.stats();
  expect(idle.idle).toBe(idle.total);
  expect(idle.waiting).toBe(0);
  // Three calls at once: PGlite runs one and queues two; the pool (10 connections) runs them side by side.
  const calls = [db.query('SELECT pg_sleep(0.2)'), db.query('SELECT pg_sleep(0.2)'), db.query('SELECT pg_sleep(0.2)')];
  if (db.kind === 'pglite') {
    expect(db.stats()).toEqual({ total: 1, idle: 0, waiting: 2 });
  } else {
    await new Promise((r) => setTimeout(r, 100));
    expect(db.stats()).toMatchObject({ idle: 0, waiting: 0 });
    expect(db.stats().total).toBeGreaterThanOrEqual(3);
  }
  await Promise.all(calls);
  expect(db.stats().idle).toBe(db.stats().total);
});
