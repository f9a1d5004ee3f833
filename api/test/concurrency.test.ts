import { createTestApp, type TestApp } from './test-app';
import { printReport, runClients, setupConcurrency, verifyInvariants } from './concurrency-core';

/**
 * The wallet concurrency test, small enough for CI (PGlite, and PostgreSQL with TEST_DB=postgres): clients drive the
 * real HTTP API (a listening server, not inject) with mixed operations on shared wallets, then the invariants are
 * checked. The full run (50 clients x 200 operations on 20 wallets, with the API killed and restarted mid-run) is
 * `npm run test:concurrency` (api/test/concurrency.ts).
 */
let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => t.close());

test('concurrent bets, wins, transfers, deposits, withdrawals and duplicated keys keep every invariant', async () => {
  const members = await setupConcurrency(t.db, 4);
  const tally = await runClients({ baseUrl, members, clients: 8, operationsPerClient: 25, seed: 7, retryForMs: 20_000 });
  const checks = await verifyInvariants(t.db, tally);
  if (!checks.every((c) => c.ok) || process.env.CONCURRENCY_REPORT) printReport('concurrency (jest)', tally, checks);
  expect(checks.filter((c) => !c.ok)).toEqual([]);
  expect(tally.rounds.size + tally.transfers.size + tally.deposits.size + tally.withdrawals.size).toBeGreaterThan(100);
  expect(tally.replays).toBeGreaterThan(0);
  expect(tally.conflicts).toBeGreaterThan(0);
}, 180_000);
