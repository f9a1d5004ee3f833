import path from 'node:path';
import type { Config } from '../config';
import type { Db, DbErrorLog } from './db';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

/** PGlite under <dataDir>/db by default; PostgreSQL when DATABASE_URL is set (onError hears about lost connections). */
export function openDb(config: Config, onError?: DbErrorLog): Promise<Db> {
  return config.databaseUrl ? openPostgres(config.databaseUrl, { onError }) : openPglite(path.join(config.dataDir, 'db'));
}
