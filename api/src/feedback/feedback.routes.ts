import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import type { Config } from '../config';
import { ok } from '../http/envelope';
import { FileAnswer } from '@site/shared/src/contracts/envelope';
import { contract, rawContract, typed } from '../http/contract';
import { FeedbackBody, FeedbackSent } from '@site/shared/src/contracts/feedback';
import {
  FeedbackAnswerBody,
  FeedbackAnswered,
  FeedbackImageRef,
  IdRef,
  OperatorFeedbackPage,
  OperatorFeedbackQuery,
} from '@site/shared/src/contracts/operator';
import { requireOperator } from '../http/operator';
import { answerFeedback, feedbackImage, feedbackPage, sendFeedback } from './feedback.service';

export async function feedbackRoutes(fastify: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  const app = typed(fastify);
  /** product-rules 7: PUT /wps/feedback. Guests may write too; a member's feedback is tied to the account. */
  app.put(
    '/wps/feedback',
    {
      bodyLimit: 22 * 1024 * 1024,
      schema: contract({
        tag: 'feedback',
        summary: 'Send feedback (a category, text, a remark and up to 3 images); guests too',
        body: FeedbackBody,
        value: FeedbackSent,
      }),
    },
    async (request) => {
      const who = { merchantCode: request.merchant.code, memberId: request.member?.id ?? null };
      return ok(await sendFeedback(db, config.dataDir, who, request.body));
    },
  );

  /** The operator console's feedback queue (docs/operator-console.md): players' feedback, open first. */
  app.get(
    '/ops/feedback',
    {
      schema: contract({
        tag: 'feedback',
        operator: true,
        summary: "Players' feedback, newest first: open (unanswered, the default), answered or all",
        querystring: OperatorFeedbackQuery,
        value: OperatorFeedbackPage,
      }),
    },
    async (request) => {
      requireOperator(request, config);
      return ok(await feedbackPage(db, request.merchant.code, request.query));
    },
  );

  app.post(
    '/ops/feedback/:id/answer',
    {
      schema: contract({
        tag: 'feedback',
        operator: true,
        summary: "Answer a member's feedback: one message to the member's inbox, the feedback marked answered",
        params: IdRef,
        body: FeedbackAnswerBody,
        value: FeedbackAnswered,
      }),
    },
    async (request) => {
      const { actor } = requireOperator(request, config);
      return ok(await answerFeedback(db, request.merchant.code, request.params.id, actor, request.body));
    },
  );

  /** A feedback's picture (support reads it as the chat's, with the operator's token, never a token in the URL). */
  app.get(
    '/ops/feedback/:id/images/:n',
    {
      schema: {
        ...rawContract('feedback', "A feedback's picture, the n-th sent (operators)", FileAnswer, { params: FeedbackImageRef }),
        tags: ['feedback', 'operator'],
        security: [{ operatorToken: [] }],
      },
    },
    async (request, reply) => {
      requireOperator(request, config);
      const found = await feedbackImage(db, config.dataDir, request.merchant.code, request.params.id, request.params.n);
      return reply.header('Cache-Control', 'private, max-age=86400').type(found.type).send(found.bytes);
    },
  );
}
