import { PGlite, types } from '@electric-sql/pglite';
import type { Db, Queryable } from './db';

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
  const top = wrap(pg);
  return {
    kind: 'pglite',
    query: top.query,
    async exec<T>(sql: string) {
      try {
        return await top.exec<T>(sql);
      } catch (error) {
        // The one connection would otherwise stay inside the script's failed BEGIN and refuse every later statement.
        await pg.query('ROLLBACK').catch(() => undefined);
        throw error;
      }
    },
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx as unknown as PGlite))),
    close: () => pg.close(),
  };
}
