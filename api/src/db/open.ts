import path from 'node:path';
import type { Config } from '../config';
import type { Db } from './db';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

/** PGlite under <dataDir>/db by default; PostgreSQL when DATABASE_URL is set. */
export function openDb(config: Config): Promise<Db> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(path.join(config.dataDir, 'db'));
}
