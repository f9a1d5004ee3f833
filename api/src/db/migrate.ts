import fs from 'node:fs';
import path from 'node:path';
import type { Db } from './db';

const MIGRATIONS_DIR = path.resolve(__dirname, '../../migrations');
/** The advisory lock every boot-time schema change takes (ours, and pg-boss's install in jobs/queue.ts). */
export const MIGRATION_LOCK = 72100001;

/** Plain, ordered SQL files (NNN_name.sql), each applied once inside a transaction; same on PGlite and PostgreSQL. */
export async function migrate(db: Db): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  const done = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
  const files = fs.readdirSync(MIGRATIONS_DIR).filter((f) => /^\d{3}_.+\.sql$/.test(f)).sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const sql = fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
    const ran = await db.transaction(async (tx) => {
      // Several API instances may boot at once: one migrates, the others wait and skip.
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      if ((await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [file])).length) return false;
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      return true;
    });
    if (ran) applied.push(file);
  }
  return applied;
}
