// The API as the benchmark serves it: a fresh embedded database, migrated and seeded, plus one extra route that
// answers a pre-serialised copy of the same game list page (the "static JSON of equal size" baseline).
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../api/src/app';
import { loadConfig } from '../api/src/config';
import { migrate } from '../api/src/db/migrate';
import { openPglite } from '../api/src/db/pglite';
import { openPostgres } from '../api/src/db/postgres';
import { seedDemo } from '../api/src/seed/seed';
import { gameList } from '../api/src/games/catalogue.service';

export const QUERY = { gameType: 'RNG', pageNo: 1, pageSize: 9, language: 'TH' };

async function main() {
  const db = process.env.DATABASE_URL ? await openPostgres(process.env.DATABASE_URL) : await openPglite(null);
  await migrate(db);
  await seedDemo(db);
  // Request logs (info in production) would stream into the bench's stdout pipe, which it reads for READY.
  const config = loadConfig({
    NODE_ENV: 'production',
    OPERATOR_TOKEN: 'bench-operator-token-0123456789',
    DATA_DIR: path.join(os.tmpdir(), 'bench-game-list'),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  });
  const app = await buildApp({ config, db, serveWeb: false });
  const body = JSON.stringify({
    success: true,
    value: await gameList(db, { merchantCode: 'DEMO', gameType: QUERY.gameType, pageNo: 1, pageSize: 9, lang: 'TH' }),
  });
  app.get('/bench/static-game-list', (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  process.stdout.write(`READY ${typeof address === 'object' && address ? address.port : 0} ${Buffer.byteLength(body)}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
