import { Type, type Static } from '@sinclair/typebox';
import { FEEDBACK_RULES } from '../validation/feedback';
import { StringEnum } from './envelope';

/**
 * PUT /wps/feedback (product-rules 7): a guest's or member's feedback. The schema's bounds only keep bodies small; the
 * rules and their error keys (feedback.content.length, feedback.images.too.many, ...) are shared/src/validation/feedback.ts,
 * run by the page and the API alike.
 */
const TEXT_MAX = 4000;
const IMAGES_MAX = 10;
/** A base64 image of just under 5 MB with its data URL prefix. */
const IMAGE_TEXT_MAX = 7 * 1024 * 1024;

export const FeedbackBody = Type.Object(
  {
    category: StringEnum(FEEDBACK_RULES.categories),
    content: Type.String({ maxLength: TEXT_MAX }),
    remark: Type.Optional(Type.String({ maxLength: TEXT_MAX })),
    images: Type.Optional(Type.Array(Type.String({ maxLength: IMAGE_TEXT_MAX }), { maxItems: IMAGES_MAX })),
  },
  { additionalProperties: false },
);
export type FeedbackBody = Static<typeof FeedbackBody>;

export const FeedbackSent = Type.Object({ id: Type.Integer() });
export type FeedbackSent = Static<typeof FeedbackSent>;
