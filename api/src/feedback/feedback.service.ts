import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { AppError } from '../http/errors';

/** spec 5/9: feedback content bounds (not shown in the spec; ours), images png or jpg, under 5 MB each, at most 3. */
export const FEEDBACK_LIMITS = { contentMin: 10, contentMax: 500, imageMaxBytes: 5 * 1024 * 1024, imagesMax: 3 } as const;
export const FEEDBACK_CATEGORIES = ['deposit', 'withdraw', 'game', 'account', 'suggestion', 'other'] as const;

const SIGNATURES: Array<[string, Buffer]> = [
  ['png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
  ['jpg', Buffer.from([0xff, 0xd8, 0xff])],
];

/** Decodes a data URL or bare base64 image and checks it really is a PNG or JPEG by its bytes, not its name. */
export function decodeImage(data: string): { ext: string; bytes: Buffer } {
  const base64 = data.replace(/^data:image\/(png|jpe?g);base64,/, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw new AppError('validation.failed', 'image is not base64');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > FEEDBACK_LIMITS.imageMaxBytes) throw new AppError('validation.failed', 'image over 5 MB');
  const kind = SIGNATURES.find(([, sig]) => bytes.subarray(0, sig.length).equals(sig));
  if (!kind) throw new AppError('validation.failed', 'only png or jpg images');
  return { ext: kind[0], bytes };
}

/** Stores images under <dataDir>/uploads/feedback with random names; returns their relative paths. */
export function storeImages(dataDir: string, images: string[]): string[] {
  const decoded = images.map(decodeImage);
  const dir = path.join(dataDir, 'uploads', 'feedback');
  fs.mkdirSync(dir, { recursive: true });
  return decoded.map(({ ext, bytes }) => {
    const name = `${crypto.randomBytes(12).toString('hex')}.${ext}`;
    fs.writeFileSync(path.join(dir, name), bytes);
    return `uploads/feedback/${name}`;
  });
}
