import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import type { Config } from '../config';
import { ok } from '../http/envelope';
import { contract, typed } from '../http/contract';
import { FeedbackBody, FeedbackSent } from '@site/shared/src/contracts/feedback';
import { sendFeedback } from './feedback.service';

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
}
