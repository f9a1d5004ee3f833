import { LIMITS } from './rules';

/**
 * product-rules 5/9 feedback rules, one copy for the page and the API: content between two bounds (the product rules do not show
 * them; ours 10 to 500 characters), remark/comment at most 140, images png or jpg under 5 MB each, at most 3.
 */
export const FEEDBACK_RULES = {
  contentMin: 10,
  contentMax: 500,
  remarkMax: LIMITS.commentMax,
  imagesMax: 3,
  imageMaxBytes: 5 * 1024 * 1024,
  imageTypes: ['image/png', 'image/jpeg'],
  categories: ['deposit', 'withdraw', 'game', 'account', 'suggestion', 'other'],
} as const;

export type FeedbackCategory = (typeof FEEDBACK_RULES.categories)[number];

/** Characters as a reader counts them (code points), so a Thai or emoji remark is not cut short by UTF-16 units. */
export const textLength = (value: string): number => [...value.trim()].length;

/** The first problem of a feedback's texts and image count, as an error key (errors namespace), or null. */
export function feedbackProblem(input: { content: string; remark?: string; imageCount: number }) {
  const content = textLength(input.content);
  if (content < FEEDBACK_RULES.contentMin || content > FEEDBACK_RULES.contentMax) return 'feedback.content.length' as const;
  if (textLength(input.remark ?? '') > FEEDBACK_RULES.remarkMax) return 'feedback.remark.too.long' as const;
  if (input.imageCount > FEEDBACK_RULES.imagesMax) return 'feedback.images.too.many' as const;
  return null;
}

/** A chosen image's problem (type by the browser's MIME type; the API checks the bytes), or null. */
export function feedbackImageProblem(file: { type: string; size: number }) {
  if (!(FEEDBACK_RULES.imageTypes as readonly string[]).includes(file.type)) return 'feedback.image.type' as const;
  if (file.size >= FEEDBACK_RULES.imageMaxBytes) return 'feedback.image.too.large' as const;
  return null;
}
