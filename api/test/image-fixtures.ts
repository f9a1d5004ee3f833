import zlib from 'node:zlib';
import sharp from 'sharp';

/** Picture uploads the API must not store as sent (api/src/http/image-upload.ts), made here, not checked in. */

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a valid PNG of about 50 KB that declares 20000 x 20000 pixels (1-bit grey, all black), which
 * decodes to 400 megapixels. Its rows are real, so only a pixel limit (not a broken file) can refuse it.
 */
export function bombPng(width = 20000, height = 20000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = zlib.deflateSync(Buffer.alloc(height * (1 + Math.ceil(width / 8))), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const APPENDED_HTML = '<html><body><script>alert(document.cookie)</script></body></html>';

/** A small real PNG with an HTML page after its end (a polyglot a browser might sniff as a page). */
export async function pngWithHtml(): Promise<Buffer> {
  const png = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#c00' } })
    .png()
    .toBuffer();
  return Buffer.concat([png, Buffer.from(APPENDED_HTML)]);
}

/** A JPEG taken "on a phone": EXIF with a camera, GPS position and orientation 6 (stored sideways, 40 x 20). */
export async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 20, channels: 3, background: '#0a0' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Phone 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '13/1 45/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '100/1 30/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

export const dataUrl = (bytes: Buffer, type: 'png' | 'jpeg') => `data:image/${type};base64,${bytes.toString('base64')}`;
