import sharp from 'sharp';
import type { ErrorKey } from '@site/shared/src/api/error-keys';
import { AppError } from './errors';

const SIGNATURES: Array<['png' | 'jpg', Buffer]> = [
  ['png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
  ['jpg', Buffer.from([0xff, 0xd8, 0xff])],
];

/**
 * The most pixels an uploaded picture may declare: 25 megapixels (5000 x 5000). It admits what phones save by default
 * (12 MP, and 24 MP at 5712 x 4284) while one decode stays near 100 MB (4 bytes a pixel); a 52 KB PNG that declares
 * 20000 x 20000 (400 MP, 1.6 GB decoded) is refused from its header, before any pixel is decoded.
 */
export const IMAGE_MAX_PIXELS = 25_000_000;

/** The error keys a caller's domain answers with (feedback.image.type, chat.image.type, ...). */
export interface ImageErrorKeys {
  type: ErrorKey;
  tooLarge: ErrorKey;
}

export interface CleanImage {
  ext: 'png' | 'jpg';
  mime: 'image/png' | 'image/jpeg';
  bytes: Buffer;
}

/**
 * Decodes a picture with a pixel limit and encodes it again in its own format (png stays png, jpg stays jpg), turned
 * upright by its EXIF orientation first. Only these new bytes are stored: whatever followed the image (an HTML page
 * appended to a PNG) and every metadata block (EXIF, GPS, XMP, comments) are gone. Refuses with
 * upload.image.too.large past IMAGE_MAX_PIXELS and upload.image.invalid when the bytes do not decode.
 */
export async function reencodeImage(bytes: Buffer, ext: 'png' | 'jpg'): Promise<CleanImage> {
  const options = { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' } as const;
  let width: number | undefined;
  let height: number | undefined;
  let format: string | undefined;
  try {
    ({ width, height, format } = await sharp(bytes, options).metadata());
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw new AppError('upload.image.too.large', error.message);
    throw new AppError('upload.image.invalid', error instanceof Error ? error.message : 'image does not decode');
  }
  if (!width || !height) throw new AppError('upload.image.invalid', 'image has no size');
  if (width * height > IMAGE_MAX_PIXELS) throw new AppError('upload.image.too.large', `${width}x${height} pixels`);
  if (format !== (ext === 'png' ? 'png' : 'jpeg')) throw new AppError('upload.image.invalid', `bytes say ${ext}, decoder says ${format}`);
  try {
    // sharp keeps no metadata unless asked (no keepMetadata / withMetadata here); rotate() applies the orientation.
    const pipeline = sharp(bytes, options).rotate();
    const out = ext === 'png' ? await pipeline.png().toBuffer() : await pipeline.jpeg({ quality: 85 }).toBuffer();
    return { ext, mime: ext === 'png' ? 'image/png' : 'image/jpeg', bytes: out };
  } catch (error) {
    throw new AppError('upload.image.invalid', error instanceof Error ? error.message : 'image does not decode');
  }
}

/** What the bytes are, by their magic numbers (never by the name or the declared type). */
export function imageKind(bytes: Buffer): 'png' | 'jpg' | null {
  return SIGNATURES.find(([, sig]) => bytes.subarray(0, sig.length).equals(sig))?.[0] ?? null;
}

/**
 * Decodes a data URL or bare base64 image, checks it really is a PNG or JPEG by its bytes, not its name, and under
 * `maxBytes` (product-rules 5: under 5 MB), then re-encodes it (reencodeImage): the result is what to store.
 */
export async function decodeImage(data: string, maxBytes: number, keys: ImageErrorKeys): Promise<CleanImage> {
  const base64 = data.replace(/^data:image\/(png|jpe?g);base64,/, '');
  // Character checks that scan once (a pattern anchored over the whole string recursed past the stack on 7 MB).
  if (!base64 || /[^A-Za-z0-9+/=]/.test(base64) || /=[^=]|={3}/.test(base64)) throw new AppError(keys.type, 'image is not base64');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length >= maxBytes) throw new AppError(keys.tooLarge, 'image of 5 MB or more');
  const kind = imageKind(bytes);
  if (!kind) throw new AppError(keys.type, 'only png or jpg images');
  return reencodeImage(bytes, kind);
}
