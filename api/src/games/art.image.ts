import { createHash } from 'node:crypto';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { renderAsync } from '@resvg/resvg-js';
import sharp from 'sharp';
import { ART_FONT_FAMILY } from './catalogue.art';

/**
 * The art is sent as WebP, not SVG: a browser opens every SVG <img> as a small document of its own and paints its
 * text on the page's main thread (on the home page that was most of the blocking time), while it decodes a WebP
 * off that thread. It is rasterised here with Kanit from npm, so the Thai text looks the same whatever fonts the
 * server machine has. Rendering and encoding run off the event loop (resvg's worker, libvips' threads).
 */
const kanit = path.dirname(require.resolve('@expo-google-fonts/kanit/package.json'));
const fontFiles = ['600SemiBold', '700Bold', '800ExtraBold', '900Black'].map((weight) => path.join(kanit, weight, `Kanit_${weight}.ttf`));

sharp.cache(false);

export type ArtFormat = 'webp' | 'png' | 'svg';
/** File names of art routes: a name, then .webp (what the site uses), .png, or .svg (the drawing itself). */
export const artFilePattern = (name: string) => `^${name}\\.(webp|png|svg)$`;
export function parseArtFile(file: string): { name: string; format: ArtFormat } {
  const dot = file.lastIndexOf('.');
  return { name: file.slice(0, dot), format: file.slice(dot + 1) as ArtFormat };
}

/** Finished images by drawing: the same few hundred are asked for again and again. */
const MAX_CACHED = 1000;
const cache = new Map<string, Promise<Buffer>>();

/** resvg leaves SARA AM's nikhahit out of place with Kanit ("นำ" drawn as "น ํา"); the two-letter spelling sits right. */
const spellSaraAm = (svg: string) => svg.replace(/\u0E33/g, '\u0E4D\u0E32');

async function rasterise(svg: string, format: 'webp' | 'png'): Promise<Buffer> {
  const image = await renderAsync(spellSaraAm(svg), { font: { fontFiles, loadSystemFonts: false, defaultFontFamily: ART_FONT_FAMILY } });
  const pixels = sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 4 } });
  return format === 'webp' ? pixels.webp({ quality: 80 }).toBuffer() : pixels.png({ compressionLevel: 9 }).toBuffer();
}

export function artImage(svg: string, format: 'webp' | 'png' = 'webp'): Promise<Buffer> {
  const key = `${format}:${createHash('sha1').update(svg).digest('base64url')}`;
  let image = cache.get(key);
  if (image) {
    cache.delete(key); // most recently used last
  } else {
    image = rasterise(svg, format);
    image.catch(() => cache.delete(key));
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
  }
  cache.set(key, image);
  return image;
}

/** Browsers without WebP (Safari before 14, so the iOS 10 app) list image types in Accept without image/webp. */
const acceptsWebp = (accept: string | undefined) => !accept || !accept.includes('image/') || accept.includes('image/webp');

export async function sendArt(request: FastifyRequest, reply: FastifyReply, svg: string, format: ArtFormat, maxAgeSeconds: number) {
  reply.header('Cache-Control', `public, max-age=${maxAgeSeconds}`);
  if (format === 'svg') return reply.type('image/svg+xml; charset=utf-8').send(svg);
  // A .webp address serves PNG to a browser that cannot show WebP: the lists hand out one address to everyone.
  if (format === 'webp') reply.header('Vary', 'Accept');
  const sent = format === 'webp' && !acceptsWebp(request.headers.accept) ? 'png' : format;
  return reply.type(`image/${sent}`).send(await artImage(svg, sent));
}
