import pg from 'pg';
import type { Db, Queryable } from './db';

pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

/** A real PostgreSQL (DATABASE_URL). searchPath isolates test schemas. */
export async function openPostgres(url: string, options: { searchPath?: string; max?: number } = {}): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    options: options.searchPath ? `-c search_path=${options.searchPath}` : undefined,
  });
  const wrap = (q: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params?: unknown[]) {
      return (await q.query(sql, params)).rows as T[];
    },
    async exec(sql: string) {
      // Without parameters pg uses the simple protocol, which runs several statements.
      await q.query(sql);
    },
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
