import { PGlite, types } from '@electric-sql/pglite';
import { collectCommitHooks, type Db, type Queryable } from './db';

/** int8 as a JS number: money is in minor units, far below 2^53. */
const parsers = { [types.INT8]: (value: string) => Number(value) };

/** The embedded database: PostgreSQL compiled to WASM, in process; dataDir null keeps it in memory. */
export async function openPglite(dataDir: string | null): Promise<Db> {
  const pg = dataDir ? new PGlite(dataDir, { parsers }) : new PGlite({ parsers });
  await pg.waitReady;
  const wrap = (q: { query: PGlite['query']; exec: PGlite['exec'] }): Queryable => ({
    async query<T>(sql: string, params?: unknown[]) {
      return (await q.query<T>(sql, params as unknown[])).rows;
    },
    async exec<T>(sql: string) {
      return (await q.exec(sql)).flatMap((result) => result.rows as T[]);
    },
  });
  // PGlite runs one call at a time (a transaction holds it to the end): the calls under way beyond the first wait.
  let calls = 0;
  const counted =
    <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      calls += 1;
      try {
        return await run(...args);
      } finally {
        calls -= 1;
      }
    };
  const db = wrap(pg);
  return {
    kind: 'pglite',
    query: counted(db.query) as Queryable['query'],
    exec: counted(async <T>(sql: string) => {
      try {
        return await db.exec<T>(sql);
      } catch (error) {
        // The one connection would otherwise stay inside the script's failed BEGIN and refuse every later statement.
        await pg.query('ROLLBACK').catch(() => undefined);
        throw error;
      }
    }) as Db['exec'],
    transaction: counted(async (fn) => {
      let committed: () => void = () => undefined;
      const result = await pg.transaction((tx) => {
        const wrapped = wrap(tx as unknown as PGlite);
        committed = collectCommitHooks(wrapped);
        return fn(wrapped);
      });
      committed();
      return result;
    }) as Db['transaction'],
    stats: () => ({ total: 1, idle: calls === 0 ? 1 : 0, waiting: Math.max(0, calls - 1) }),
    close: () => pg.close(),
  };
}
