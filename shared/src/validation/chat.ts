/** Live chat's rules (docs/live-chat.md), one copy for the chat screen, the console and the API. */
export const CHAT_RULES = {
  /** Characters of one message's text. */
  textMax: 2000,
  /** An image is a png or jpg under 5 MB (the feedback's rule, product-rules 5). */
  imageMaxBytes: 5 * 1024 * 1024,
  imageTypes: ['image/png', 'image/jpeg'],
  /** Messages one read returns at most. */
  pageMax: 200,
  /** How long a "typing" sign stays without a new one, and how often a typist says so at most. */
  typingShowMs: 4000,
  typingEveryMs: 2500,
} as const;

/** A chosen image's problem (type by the browser's MIME type; the API checks the bytes), or null. */
export function chatImageProblem(file: { type: string; size: number }) {
  if (!(CHAT_RULES.imageTypes as readonly string[]).includes(file.type)) return 'chat.image.type' as const;
  if (file.size >= CHAT_RULES.imageMaxBytes) return 'chat.image.too.large' as const;
  return null;
}
