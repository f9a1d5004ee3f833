import type { ErrorKey } from '@site/shared/src/api/error-keys';
import { AppError } from './errors';

const SIGNATURES: Array<['png' | 'jpg', Buffer]> = [
  ['png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
  ['jpg', Buffer.from([0xff, 0xd8, 0xff])],
];

/** The error keys a caller's domain answers with (feedback.image.type, chat.image.type, ...). */
export interface ImageErrorKeys {
  type: ErrorKey;
  tooLarge: ErrorKey;
}

/**
 * Decodes a data URL or bare base64 image and checks it really is a PNG or JPEG by its bytes, not its name, and under
 * `maxBytes` (product-rules 5: under 5 MB).
 */
export function decodeImage(data: string, maxBytes: number, keys: ImageErrorKeys): { ext: 'png' | 'jpg'; bytes: Buffer } {
  const base64 = data.replace(/^data:image\/(png|jpe?g);base64,/, '');
  // Character checks that scan once (a pattern anchored over the whole string recursed past the stack on 7 MB).
  if (!base64 || /[^A-Za-z0-9+/=]/.test(base64) || /=[^=]|={3}/.test(base64)) throw new AppError(keys.type, 'image is not base64');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length >= maxBytes) throw new AppError(keys.tooLarge, 'image of 5 MB or more');
  const kind = SIGNATURES.find(([, sig]) => bytes.subarray(0, sig.length).equals(sig));
  if (!kind) throw new AppError(keys.type, 'only png or jpg images');
  return { ext: kind[0], bytes };
}
