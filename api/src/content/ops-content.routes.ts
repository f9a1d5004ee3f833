import type { FastifyInstance } from 'fastify';
import { announceUnread } from '../inbox/unread.service';
import { Type } from '@sinclair/typebox';
import type { Db } from '../db/db';
import type { Config } from '../config';
import { ok } from '../http/envelope';
import { contract, typed } from '../http/contract';
import { requireOperator } from '../http/operator';
import { NewAnnouncement, OperatorAnnouncement } from '@site/shared/src/contracts/operator';
import { createAnnouncement, listOperatorAnnouncements } from './announcements.repository';

/** Announcements for the operator console (docs/operator-console.md): the notice list and popups, written and listed. */
export async function opsContentRoutes(fastify: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  const app = typed(fastify);

  app.get(
    '/ops/announcements',
    {
      schema: contract({
        tag: 'content',
        operator: true,
        summary: "The merchant's notices (PL) and popups (PU), newest first",
        querystring: Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })) }),
        value: Type.Array(OperatorAnnouncement),
      }),
    },
    async (request) => {
      requireOperator(request, config);
      return ok(await listOperatorAnnouncements(db, request.merchant.code, request.query.limit ?? 50));
    },
  );

  app.post(
    '/ops/announcements',
    {
      schema: contract({
        tag: 'content',
        operator: true,
        summary: 'Publish an announcement in Thai and English (operator HTML, sanitized as stored)',
        body: NewAnnouncement,
        value: Type.Object({ id: Type.Integer() }),
      }),
    },
    async (request) => {
      const { actor } = requireOperator(request, config);
      const id = await createAnnouncement(db, request.merchant.code, request.body, actor);
      // Every member's pages re-read their counters (docs/live.md).
      await announceUnread(db, request.merchant.code, null);
      return ok({ id });
    },
  );
}
