import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { Db } from '../db/db';
import type { Config } from '../config';
import { ok } from '../http/envelope';
import { contract, rawContract, typed } from '../http/contract';
import { requireMember } from '../http/auth';
import { requireOperator } from '../http/operator';
import { requestLang } from '../http/language';
import { FileAnswer } from '@site/shared/src/contracts/envelope';
import {
  ChatConversation,
  ChatConversationId,
  ChatConversationView,
  ChatLaunch,
  ChatLaunchQuery,
  ChatMessage,
  ChatModelList,
  ChatModelQuery,
  ChatQueueQuery,
  ChatReadBody,
  ChatThread,
  ChatThreadQuery,
  ChatUnreadCount,
  SendChatMessage,
} from '@site/shared/src/contracts/chat';
import * as chat from './chat.service';

/** A message body: text and at most one image of just under 5 MB as base64. */
const MESSAGE_BODY_LIMIT = 7 * 1024 * 1024 + 8 * 1024;
const Done = Type.Object({ done: Type.Boolean() });
const MessageId = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/** Live chat (docs/live-chat.md): the player's calls under /wps/chat (CBS3 on, with a session), the operators' under /ops/chat. */
export async function chatRoutes(fastify: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  const app = typed(fastify);
  /** product-rules 6.10: a session and the CBS3 switch, else the call is refused. */
  const chatMember = (request: Parameters<typeof requireMember>[0]) => {
    const member = requireMember(request);
    chat.assertChatOn(request.merchant);
    return member;
  };

  app.get(
    '/wps/chat/launch',
    {
      schema: contract({
        tag: 'chat',
        summary: 'Where the chat opens (product-rules 7.15)',
        querystring: ChatLaunchQuery,
        value: ChatLaunch,
      }),
    },
    async (request) => {
      chatMember(request);
      return ok({ url: chat.launchUrl(request.query) });
    },
  );

  app.get(
    '/wps/chat/unreadCount',
    { schema: contract({ tag: 'chat', summary: "Customer service's messages the member has not read", value: ChatUnreadCount }) },
    async (request) => ok(await chat.unreadCount(db, chatMember(request).id)),
  );

  app.get(
    '/wps/chat/modelList',
    {
      schema: contract({
        tag: 'chat',
        summary: 'The service desks the chat reaches, with {active, streaming} (product-rules 7.15)',
        querystring: ChatModelQuery,
        value: ChatModelList,
      }),
    },
    async (request) => {
      chatMember(request);
      return ok(chat.modelList(request.merchant, config.timeZone, new Date(), request.query));
    },
  );

  app.get(
    '/wps/chat/messages',
    {
      schema: contract({
        tag: 'chat',
        summary: "The member's conversation: messages after `after` (or the latest), read marks and service hours",
        querystring: ChatThreadQuery,
        value: ChatThread,
      }),
    },
    async (request) => ok(await chat.thread(db, request.merchant, chatMember(request).id, config.timeZone, request.query.after)),
  );

  app.post(
    '/wps/chat/messages',
    {
      bodyLimit: MESSAGE_BODY_LIMIT,
      schema: contract({
        tag: 'chat',
        summary: 'Send a message (text and/or a png or jpg under 5 MB)',
        body: SendChatMessage,
        value: ChatMessage,
      }),
    },
    async (request) => {
      const member = chatMember(request);
      return ok(
        await chat.sendFromMember(db, request.merchant, member, request.body, { timeZone: config.timeZone, lang: requestLang(request) }),
      );
    },
  );

  app.post(
    '/wps/chat/read',
    {
      schema: contract({
        tag: 'chat',
        summary: 'Mark the conversation read up to a message; answers the unread count',
        body: ChatReadBody,
        value: ChatUnreadCount,
      }),
    },
    async (request) => {
      const member = chatMember(request);
      return ok(await chat.readByMember(db, member.merchantCode, member.id, request.body.upTo));
    },
  );

  app.post(
    '/wps/chat/typing',
    { schema: contract({ tag: 'chat', summary: 'The member is typing (shown to customer service for a few seconds)', value: Done }) },
    async (request) => {
      const member = chatMember(request);
      await chat.typingByMember(db, member.merchantCode, member.id);
      return ok({ done: true });
    },
  );

  /** Images are read with the session (never a token in the URL): the page fetches them and shows a blob. */
  app.get(
    '/wps/chat/images/:id',
    { schema: rawContract('chat', "A chat message's image (the member's own conversation)", FileAnswer, { params: MessageId }) },
    async (request, reply) => {
      const member = chatMember(request);
      const found = await chat.image(db, request.params.id, { memberId: member.id });
      return reply.header('Cache-Control', 'private, max-age=86400').type(found.type).send(found.bytes);
    },
  );

  // --- operators ---
  const operatorRoute = { tag: 'chat' as const, operator: true };

  app.get(
    '/ops/chat/conversations',
    {
      schema: contract({
        ...operatorRoute,
        summary: 'The chat queue: conversations by status (waiting and open when none is given)',
        querystring: ChatQueueQuery,
        value: Type.Array(ChatConversation),
      }),
    },
    async (request) => {
      requireOperator(request, config);
      return ok(await chat.queue(db, request.merchant.code, request.query.status ?? null));
    },
  );

  app.get(
    '/ops/chat/conversations/:id',
    {
      schema: contract({
        ...operatorRoute,
        summary: 'One conversation with its messages after `after` (or the latest)',
        params: ChatConversationId,
        querystring: ChatThreadQuery,
        value: ChatConversationView,
      }),
    },
    async (request) => {
      requireOperator(request, config);
      return ok(await chat.conversationForOperator(db, request.merchant.code, request.params.id, request.query.after));
    },
  );

  app.post(
    '/ops/chat/conversations/:id/take',
    {
      schema: contract({
        ...operatorRoute,
        summary: 'Take a waiting conversation',
        params: ChatConversationId,
        value: ChatConversationView,
      }),
    },
    async (request) => {
      const { actor } = requireOperator(request, config);
      return ok(await chat.take(db, request.merchant.code, request.params.id, actor));
    },
  );

  app.post(
    '/ops/chat/conversations/:id/messages',
    {
      bodyLimit: MESSAGE_BODY_LIMIT,
      schema: contract({
        ...operatorRoute,
        summary: 'Answer in a conversation',
        params: ChatConversationId,
        body: SendChatMessage,
        value: ChatMessage,
      }),
    },
    async (request) => {
      const { actor } = requireOperator(request, config);
      return ok(await chat.sendFromOperator(db, request.merchant.code, request.params.id, actor, request.body));
    },
  );

  app.post(
    '/ops/chat/conversations/:id/read',
    {
      schema: contract({
        ...operatorRoute,
        summary: 'Mark the conversation read up to a message',
        params: ChatConversationId,
        body: ChatReadBody,
        value: Done,
      }),
    },
    async (request) => {
      requireOperator(request, config);
      await chat.readByOperator(db, request.merchant.code, request.params.id, request.body.upTo);
      return ok({ done: true });
    },
  );

  app.post(
    '/ops/chat/conversations/:id/typing',
    { schema: contract({ ...operatorRoute, summary: 'Customer service is typing', params: ChatConversationId, value: Done }) },
    async (request) => {
      requireOperator(request, config);
      await chat.typingByOperator(db, request.merchant.code, request.params.id);
      return ok({ done: true });
    },
  );

  app.post(
    '/ops/chat/conversations/:id/close',
    { schema: contract({ ...operatorRoute, summary: 'Close a conversation', params: ChatConversationId, value: Done }) },
    async (request) => {
      requireOperator(request, config);
      await chat.close(db, request.merchant.code, request.params.id);
      return ok({ done: true });
    },
  );

  app.get(
    '/ops/chat/images/:id',
    {
      schema: {
        ...rawContract('chat', "A chat message's image (operators)", FileAnswer, { params: MessageId }),
        tags: ['chat', 'operator'],
        security: [{ operatorToken: [] }],
      },
    },
    async (request, reply) => {
      requireOperator(request, config);
      const found = await chat.image(db, request.params.id, { merchantCode: request.merchant.code });
      return reply.header('Cache-Control', 'private, max-age=86400').type(found.type).send(found.bytes);
    },
  );
}
