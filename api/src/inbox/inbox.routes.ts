import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import type { Config } from '../config';
import { ok } from '../http/envelope';
import { requireMember } from '../http/auth';
import { requireOperator } from '../http/operator';
import { countUnread, listMessages, markRead, sendMessage } from './inbox.repository';
import { unreadCounts } from './unread.service';

const pageQuery = {
  type: 'object',
  properties: {
    pageNo: { type: 'integer', minimum: 1, maximum: 10000, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 50, default: 20 },
  },
};

export async function inboxRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  /** API-NOTES: the unread count is a bare number. */
  app.get('/wps/relay/EMFE_getInboxUnreadCount', async (request) => {
    const member = requireMember(request);
    return ok(await countUnread(db, member.merchantCode, member.id));
  });

  /** spec 3 unread counters {announcement, chat, inbox, total}: what the header badge and the inbox show. */
  app.get('/wps/inbox/unread', async (request) => ok(await unreadCounts(db, requireMember(request))));

  // Not shown publicly (API-NOTES): inbox list and read marks, designed here.
  app.get('/wps/inbox/messages', { schema: { querystring: pageQuery } }, async (request) => {
    const member = requireMember(request);
    const { pageNo, pageSize } = request.query as { pageNo: number; pageSize: number };
    const { rows, total } = await listMessages(db, member.merchantCode, member.id, pageNo, pageSize);
    return ok({ content: rows, pageNum: pageNo, totalPages: Math.max(1, Math.ceil(total / pageSize)), totalCount: total });
  });

  app.post(
    '/wps/inbox/messages/read',
    {
      schema: {
        body: {
          type: 'object',
          properties: { ids: { type: 'array', items: { type: 'integer', minimum: 1 }, maxItems: 100 }, all: { type: 'boolean' } },
          additionalProperties: false,
        },
      },
    },
    async (request) => {
      const member = requireMember(request);
      const { ids = [], all = false } = (request.body ?? {}) as { ids?: number[]; all?: boolean };
      const marked = await markRead(db, member.merchantCode, member.id, all ? 'all' : ids);
      return ok({ marked, unread: await countUnread(db, member.merchantCode, member.id) });
    },
  );

  /** Operators send a message to one member (memberId) or to everyone of the merchant. */
  app.post(
    '/ops/inbox/messages',
    {
      schema: {
        body: {
          type: 'object',
          required: ['title', 'content'],
          properties: {
            memberId: { type: ['integer', 'null'], minimum: 1 },
            title: { type: 'string', minLength: 1, maxLength: 120 },
            content: { type: 'string', minLength: 1, maxLength: 5000 },
          },
          additionalProperties: false,
        },
      },
    },
    async (request) => {
      requireOperator(request, config);
      const { memberId = null, title, content } = request.body as { memberId?: number | null; title: string; content: string };
      return ok({ id: await sendMessage(db, request.merchant.code, memberId, title, content) });
    },
  );
}
