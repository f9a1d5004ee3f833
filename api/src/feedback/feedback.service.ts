import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { FEEDBACK_RULES, feedbackProblem } from '@site/shared/src/validation/feedback';
import type { FeedbackBody } from '@site/shared/src/contracts/feedback';
import type { Db, Queryable } from '../db/db';
import type { FeedbackAnswerBody, OperatorFeedbackPage, OperatorFeedbackQuery } from '@site/shared/src/contracts/operator';
import { afterCommit } from '../db/db';
import { AppError } from '../http/errors';
import { decodeImage } from '../http/image-upload';
import { sendMessage } from '../inbox/inbox.repository';
import { announceUnread } from '../inbox/unread.service';
import { feedbackImages, insertFeedback, listFeedback, lockFeedback, markAnswered } from './feedback.repository';

/**
 * Stores images under <dataDir>/uploads/feedback with random names, each as the server's re-encoding of the upload
 * (http/image-upload.ts), never the uploaded bytes; returns their relative paths. Nothing is written unless all decode.
 */
export async function storeImages(dataDir: string, images: string[]): Promise<string[]> {
  const keys = { type: 'feedback.image.type', tooLarge: 'feedback.image.too.large' } as const;
  const decoded: Awaited<ReturnType<typeof decodeImage>>[] = [];
  // One at a time: at most one full decode in memory per request.
  for (const image of images) decoded.push(await decodeImage(image, FEEDBACK_RULES.imageMaxBytes, keys));
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
  const stored = await storeImages(dataDir, images);
  const id = await insertFeedback(db, {
    ...who,
    category: input.category,
    content: input.content.trim(),
    remark: (input.remark ?? '').trim(),
    images: stored,
  });
  return { id };
}

/**
 * An operator's answer to a member's feedback: one inbox message to the member (sent by the operator) and the
 * feedback marked answered, in one transaction. A guest's feedback has no inbox; an answered one is not answered twice.
 */
export async function answerFeedback(db: Db, merchantCode: string, id: number, actor: string, answer: FeedbackAnswerBody) {
  return db.transaction(async (tx) => {
    const row = await lockFeedback(tx, merchantCode, id);
    if (!row) throw new AppError('not.found');
    if (row.member_id === null) throw new AppError('feedback.guest');
    if (row.answered_at) throw new AppError('feedback.answered');
    // The inbox shows its messages as text (mf-messaging InboxPage): no markup to clean.
    const content = answer.content.trim();
    const messageId = await sendMessage(tx, merchantCode, Number(row.member_id), answer.title.trim(), content, actor);
    await markAnswered(tx, id, content, actor, messageId);
    // The member's open pages get the new inbox count (docs/live.md).
    afterCommit(tx, () => void announceUnread(db, merchantCode, Number(row.member_id)).catch(() => undefined));
    return { id, messageId };
  });
}

export const feedbackImageUrl = (id: number, n: number) => `/ops/feedback/${id}/images/${n}`;

const STORED_IMAGE = /^uploads\/feedback\/[0-9a-f]+\.(png|jpg)$/;

/**
 * A feedback's picture for an operator of its merchant, like a chat picture (chat.service image()): anyone else, an
 * index past the pictures or a missing file is not found. Only a path the API wrote itself is ever read.
 */
export async function feedbackImage(db: Queryable, dataDir: string, merchantCode: string, id: number, n: number) {
  const images = await feedbackImages(db, merchantCode, id);
  const stored = images?.[n];
  const match = typeof stored === 'string' ? STORED_IMAGE.exec(stored) : null;
  if (!stored || !match) throw new AppError('not.found');
  try {
    const bytes = await fs.promises.readFile(path.join(dataDir, stored));
    return { bytes, type: match[1] === 'png' ? 'image/png' : 'image/jpeg' };
  } catch {
    throw new AppError('not.found');
  }
}

export async function feedbackPage(db: Queryable, merchantCode: string, query: OperatorFeedbackQuery): Promise<OperatorFeedbackPage> {
  const { rows, total } = await listFeedback(db, merchantCode, query.status ?? 'open', query.pageNo, query.pageSize);
  return {
    content: rows.map((r) => ({
      id: Number(r.id),
      memberId: r.member_id === null ? null : Number(r.member_id),
      account: r.account,
      category: r.category,
      content: r.content,
      remark: r.remark,
      imageCount: Array.isArray(r.images) ? r.images.length : 0,
      imageUrls: Array.isArray(r.images) ? r.images.map((_, n) => feedbackImageUrl(Number(r.id), n)) : [],
      createdAt: new Date(r.created_at).getTime(),
      answer: r.answer,
      answeredBy: r.answered_by,
      answeredAt: r.answered_at ? new Date(r.answered_at).getTime() : null,
    })),
    pageNum: query.pageNo,
    totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
    totalCount: total,
  };
}
