import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import type { Config } from '../config';
import { Type } from '@sinclair/typebox';
import { ok } from '../http/envelope';
import { contract, typed } from '../http/contract';
import { PageQuery } from '@site/shared/src/contracts/envelope';
import { InboxPage, InboxReadResult, MarkInboxRead, SendInboxMessage, UnreadCounts } from '@site/shared/src/contracts/inbox';
import { OperatorInboxPage } from '@site/shared/src/contracts/operator';
import { requireMember } from '../http/auth';
import { requireOperator } from '../http/operator';
import { countUnread, listMessages, listSentMessages, markRead, sendMessage } from './inbox.repository';
import { announceUnread, unreadCounts } from './unread.service';

export async function inboxRoutes(fastify: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  const app = typed(fastify);

  /** docs/api-conventions.md A1.4: the unread count is a bare number. */
  app.get(
    '/wps/relay/EMFE_getInboxUnreadCount',
    { schema: contract({ tag: 'inbox', summary: 'Unread inbox messages of the member', value: Type.Integer() }) },
    async (request) => {
      const member = requireMember(request);
      return ok(await countUnread(db, member.merchantCode, member.id));
    },
  );

  /** product-rules 3.21: what the header badge and the inbox show. */
  app.get(
    '/wps/inbox/unread',
    { schema: contract({ tag: 'inbox', summary: 'Unread counters: announcement, chat, inbox and their total', value: UnreadCounts }) },
    async (request) => ok(await unreadCounts(db, requireMember(request))),
  );

  // A13.3: inbox list and read marks, designed here.
  app.get(
    '/wps/inbox/messages',
    { schema: contract({ tag: 'inbox', summary: "A page of the member's inbox, newest first", querystring: PageQuery, value: InboxPage }) },
    async (request) => {
      const member = requireMember(request);
      const { pageNo, pageSize } = request.query;
      const { rows, total } = await listMessages(db, member.merchantCode, member.id, pageNo, pageSize);
      return ok({ content: rows, pageNum: pageNo, totalPages: Math.max(1, Math.ceil(total / pageSize)), totalCount: total });
    },
  );

  app.post(
    '/wps/inbox/messages/read',
    {
      schema: contract({
        tag: 'inbox',
        summary: 'Mark some messages (ids) or all of them read',
        body: MarkInboxRead,
        value: InboxReadResult,
      }),
    },
    async (request) => {
      const member = requireMember(request);
      const { ids = [], all = false } = request.body ?? {};
      const marked = await markRead(db, member.merchantCode, member.id, all ? 'all' : ids);
      if (marked > 0) await announceUnread(db, member.merchantCode, member.id);
      return ok({ marked, unread: await countUnread(db, member.merchantCode, member.id) });
    },
  );

  /** Operators send a message to one member (memberId) or to everyone of the merchant. */
  app.post(
    '/ops/inbox/messages',
    {
      schema: contract({
        tag: 'inbox',
        operator: true,
        summary: 'Send an inbox message to one member or to every member',
        body: SendInboxMessage,
        value: Type.Object({ id: Type.Integer() }),
      }),
    },
    async (request) => {
      const { actor } = requireOperator(request, config);
      const { memberId = null, title, content } = request.body;
      const id = await sendMessage(db, request.merchant.code, memberId, title, content, actor);
      await announceUnread(db, request.merchant.code, memberId);
      return ok({ id });
    },
  );

  app.get(
    '/ops/inbox/messages',
    {
      schema: contract({
        tag: 'inbox',
        operator: true,
        summary: 'What operators sent, newest first: to whom (null: every member) and by whom',
        querystring: PageQuery,
        value: OperatorInboxPage,
      }),
    },
    async (request) => {
      requireOperator(request, config);
      const { pageNo, pageSize } = request.query;
      const { rows, total } = await listSentMessages(db, request.merchant.code, pageNo, pageSize);
      return ok({ content: rows, pageNum: pageNo, totalPages: Math.max(1, Math.ceil(total / pageSize)), totalCount: total });
    },
  );
}
