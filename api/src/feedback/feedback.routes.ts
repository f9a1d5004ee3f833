import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import type { Config } from '../config';
import { ok } from '../http/envelope';
import { FEEDBACK_CATEGORIES, FEEDBACK_LIMITS, storeImages } from './feedback.service';

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
            content: { type: 'string', minLength: FEEDBACK_LIMITS.contentMin, maxLength: FEEDBACK_LIMITS.contentMax },
            images: { type: 'array', maxItems: FEEDBACK_LIMITS.imagesMax, items: { type: 'string', maxLength: 7 * 1024 * 1024 } },
          },
          additionalProperties: false,
        },
      },
    },
    async (request) => {
      const { category, content, images = [] } = request.body as { category: string; content: string; images?: string[] };
      const stored = storeImages(config.dataDir, images);
      const [row] = await db.query<{ id: number }>(
        'INSERT INTO feedback (merchant_code, member_id, category, content, images) VALUES ($1, $2, $3, $4, $5) RETURNING id',
        [request.merchant.code, request.member?.id ?? null, category, content.trim(), JSON.stringify(stored)],
      );
      return ok({ id: row.id });
    },
  );
}
