import fs from 'node:fs';
import path from 'node:path';
import type { Db, Queryable } from './db';

const MIGRATIONS_DIR = path.resolve(__dirname, '../../migrations');
/** The advisory lock every boot-time schema change takes (ours, and pg-boss's install in jobs/queue.ts). */
export const MIGRATION_LOCK = 72100001;

const migrationFiles = () =>
  fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^\d{3,4}_.+\.sql$/.test(f))
    // By number, then name: 1000_x comes after 999_y (a plain string sort would put it before 200_).
    .sort((a, b) => parseInt(a, 10) - parseInt(b, 10) || a.localeCompare(b));

/** Plain, ordered SQL files (NNN_name.sql or NNNN_name.sql), each applied once inside a transaction; same on PGlite and PostgreSQL. */
export async function migrate(db: Db): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  const done = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
  const files = migrationFiles();
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

let buildMigrations: string[] | null = null;

/** The migrations this build has that the database has not applied (readiness: an instance serves only a migrated database). */
export async function pendingMigrations(db: Queryable): Promise<string[]> {
  const applied = await db.query<{ name: string }>(`SELECT name FROM schema_migrations`).catch((error: unknown) => {
    // 42P01: no schema_migrations table yet, nothing is applied.
    if ((error as { code?: string }).code === '42P01') return [];
    throw error;
  });
  const done = new Set(applied.map((r) => r.name));
  buildMigrations ??= migrationFiles();
  return buildMigrations.filter((file) => !done.has(file));
}
