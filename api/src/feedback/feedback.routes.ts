import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import type { Config } from '../config';
import { ok } from '../http/envelope';
import { FEEDBACK_CATEGORIES, sendFeedback, type FeedbackInput } from './feedback.service';

/** Bounds of the schema only keep bodies small; the rules themselves (and their error keys) are the service's. */
const TEXT_MAX = 4000;
const IMAGES_MAX = 10;

export async function feedbackRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  /** spec 7: PUT /wps/feedback. Guests may write too; a member's feedback is tied to the account. */
  app.put(
    '/wps/feedback',
    {
      bodyLimit: 22 * 1024 * 1024,
      schema: {
        body: {
          type: 'object',
          required: ['category', 'content'],
          properties: {
            category: { type: 'string', enum: [...FEEDBACK_CATEGORIES] },
            content: { type: 'string', maxLength: TEXT_MAX },
            remark: { type: 'string', maxLength: TEXT_MAX },
            images: { type: 'array', maxItems: IMAGES_MAX, items: { type: 'string', maxLength: 7 * 1024 * 1024 } },
          },
          additionalProperties: false,
        },
      },
    },
    async (request) => {
      const who = { merchantCode: request.merchant.code, memberId: request.member?.id ?? null };
      return ok(await sendFeedback(db, config.dataDir, who, request.body as FeedbackInput));
    },
  );
}
