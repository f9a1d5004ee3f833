import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openTestDb } from '../../test/test-app';
import { createMember } from '../../test/members';
import { openPushStream } from '../../test/push-client';

const redisUrl = process.env.TEST_REDIS_URL;

/**
 * Two API instances on one database and one Redis (each app with its own Redis connections and push hub): a member
 * connected to instance A hears what an operator does through instance B (docs/live.md). The same over real
 * processes and a proxy: api/test/two-instances.ts.
 */
(redisUrl ? describe : describe.skip)('push across two instances (TEST_REDIS_URL)', () => {
  test("an operator's approval on instance B reaches the member's stream on instance A", async () => {
    const db = await openTestDb();
    const prefix = `test-${crypto.randomUUID()}:`;
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: path.join(os.tmpdir(), `api-test-${process.pid}`),
      REDIS_URL: redisUrl!,
      REDIS_PREFIX: prefix,
    });
    const apps: FastifyInstance[] = [];
    try {
      for (let i = 0; i < 2; i++) {
        const app = await buildApp({ config, db, serveWeb: false });
        await app.listen({ port: 0, host: '127.0.0.1' });
        apps.push(app);
      }
      const [a, b] = apps.map((app) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
      const m = await createMember(db);
      const stream = await openPushStream(a, m.token);
      await stream.next('ready');

      const headers = { merchant: 'DEMO', 'content-type': 'application/json' };
      const order = (await (
        await fetch(`${b}/wps/wallets/deposit`, {
          method: 'POST',
          headers: { ...headers, authorization: m.token },
          body: JSON.stringify({
            channel: 'MANUAL_BANK',
            amount: 120_000,
            payerName: 'Somchai',
            reference: 'slip',
            idempotencyKey: 'two-1',
          }),
        })
      ).json()) as { value: { orderNo: string } };
      const approved = await fetch(`${b}/ops/wallet/deposits/${order.value.orderNo}/approve`, {
        method: 'POST',
        headers: { merchant: 'DEMO', authorization: 'Bearer dev-operator-token', operator: 'dana' },
      });
      expect(approved.status).toBe(200);
      expect((await stream.next('wallet.changed')).data).toEqual({ balances: { MAIN: 120_000 }, sumBalance: 120_000 });
      expect((await stream.next('order.status')).data).toMatchObject({ orderNo: order.value.orderNo, status: 'APPROVED' });

      // Logging out through B ends the stream on A.
      await fetch(`${b}/wps/session/logout`, { method: 'POST', headers: { merchant: 'DEMO', authorization: m.token } });
      await stream.next('session.revoked');
      await stream.ended;
    } finally {
      for (const app of apps.reverse()) await app.close();
      await db.dispose();
    }
  });
});
