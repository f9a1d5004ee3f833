import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A short-lived read-through cache for catalogue answers (game lists, lanes, hot games). The catalogue changes
 * only when operators edit it, so a few seconds of staleness are fine, and it spares the database the lobby's
 * hottest reads (bench/game-list.mjs). Concurrent misses share one promise. An answer past its TTL (but not past
 * twice that) is still given while one reload runs, so no request waits for the database at each expiry: under
 * load every request arriving during that reload waited, the slowest of all. ttlMs 0 turns it off (tests).
 */
export class CatalogueCache {
  private readonly entries = new Map<string, { at: number; value: Promise<unknown>; reloading?: boolean }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
  ) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.value as Promise<T>;
    if (hit && now - hit.at < 2 * this.ttlMs) {
      if (!hit.reloading) this.reload(key, hit, load);
      return hit.value as Promise<T>;
    }
    const value = load();
    // A failed load is not kept.
    value.catch(() => this.entries.get(key)?.value === value && this.entries.delete(key));
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { at: now, value });
    return value;
  }

  /** Replaces a stale entry once its reload has an answer; a failed reload leaves it to expire. */
  private reload<T>(key: string, stale: { reloading?: boolean }, load: () => Promise<T>): void {
    stale.reloading = true;
    load().then(
      (value) => this.entries.get(key) === stale && this.entries.set(key, { at: Date.now(), value: Promise.resolve(value) }),
      () => (stale.reloading = false),
    );
  }

  clear(): void {
    this.entries.clear();
  }
}

type Encoding = 'br' | 'gzip';

/** Below this @fastify/compress sends a body as it is (its default threshold). */
const COMPRESS_THRESHOLD = 1024;
/** The settings @fastify/compress compresses with (app.ts registers it with its defaults: brotli quality 4). */
const COMPRESS: Record<Encoding, (body: string) => Buffer> = {
  br: (body) => zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (body) => zlib.gzipSync(body),
};

/**
 * A JSON answer as the route sends it: serialised once (by the route's own serializer, `reply.serialize`) and
 * compressed once per encoding, the first time a client asks for that encoding. Cached in a CatalogueCache, the
 * game list is then neither read, serialised nor compressed again until the entry expires (bench/game-list.mjs).
 */
export class JsonBody {
  private readonly encoded: Partial<Record<Encoding, Buffer>> = {};
  readonly bytes: number;

  constructor(readonly json: string) {
    this.bytes = Buffer.byteLength(json);
  }

  in(encoding: Encoding): Buffer {
    return (this.encoded[encoding] ??= COMPRESS[encoding](this.json));
  }
}

/**
 * The encoding @fastify/compress would choose for this Accept-Encoding (app.ts: br, then gzip): the highest q,
 * br on a tie; `*` and x-gzip count as gzip, q=0 refuses. Null: sent as it is.
 */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const quality: Record<Encoding, number> = { br: 0, gzip: 0 };
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    const encoding = name === 'br' ? 'br' : name === 'gzip' || name === 'x-gzip' || name === '*' ? 'gzip' : null;
    if (!encoding) continue;
    const q = params.find((p) => p.startsWith('q='));
    quality[encoding] = Math.max(quality[encoding], q ? Number(q.slice(2)) || 0 : 1);
  }
  if (quality.br > 0 && quality.br >= quality.gzip) return 'br';
  return quality.gzip > 0 ? 'gzip' : null;
}

/** Sends a JsonBody with the headers @fastify/compress would have set for the same answer. */
export function sendJsonBody(request: FastifyRequest, reply: FastifyReply, body: JsonBody): FastifyReply {
  reply.type('application/json; charset=utf-8');
  const encoding = request.headers['x-no-compression'] === undefined ? acceptedEncoding(request.headers['accept-encoding']) : null;
  if (!encoding || body.bytes < COMPRESS_THRESHOLD) return reply.send(body.json);
  const vary = reply.getHeader('Vary');
  reply.header('Vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
  // A Content-Encoding already set tells @fastify/compress the body is compressed.
  return reply.header('Content-Encoding', encoding).send(body.in(encoding));
}
