import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { FEEDBACK_RULES, feedbackProblem } from '@site/shared/src/validation/feedback';
import type { FeedbackBody } from '@site/shared/src/contracts/feedback';
import type { Queryable } from '../db/db';
import { AppError } from '../http/errors';
import { decodeImage } from '../http/image-upload';
import { insertFeedback } from './feedback.repository';

/** Stores images under <dataDir>/uploads/feedback with random names; returns their relative paths. */
export function storeImages(dataDir: string, images: string[]): string[] {
  const keys = { type: 'feedback.image.type', tooLarge: 'feedback.image.too.large' } as const;
  const decoded = images.map((image) => decodeImage(image, FEEDBACK_RULES.imageMaxBytes, keys));
  const dir = path.join(dataDir, 'uploads', 'feedback');
  fs.mkdirSync(dir, { recursive: true });
  return decoded.map(({ ext, bytes }) => {
    const name = `${crypto.randomBytes(12).toString('hex')}.${ext}`;
    fs.writeFileSync(path.join(dir, name), bytes);
    return `uploads/feedback/${name}`;
  });
}

/**
 * Checks a feedback by the shared rules (the page runs the same ones), stores its images and records it; a
 * member's feedback is tied to the account. Every refusal names its rule: a fourth image is never dropped silently.
 */
export async function sendFeedback(
  db: Queryable,
  dataDir: string,
  who: { merchantCode: string; memberId: number | null },
  input: FeedbackBody,
) {
  const images = input.images ?? [];
  const problem = feedbackProblem({ content: input.content, remark: input.remark, imageCount: images.length });
  if (problem) throw new AppError(problem);
  const stored = storeImages(dataDir, images);
  const id = await insertFeedback(db, {
    ...who,
    category: input.category,
    content: input.content.trim(),
    remark: (input.remark ?? '').trim(),
    images: stored,
  });
  return { id };
}
