import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { one, type Db, type Queryable } from '../db/db';
import { AppError } from '../http/errors';

/**
 * Encrypted request bodies (product-rules 7 "encrypted body, header Encryption"; api-conventions A5). The client fetches the
 * server's RSA public key (GET /wps/session/key/rsa), makes a fresh AES-256-GCM key, sends
 *   header  Encryption: base64(RSA-OAEP-SHA256(rawAesKey))
 *   body    {"value": base64(iv[12] || ciphertext || tag[16])}
 * and the plaintext is the envelope {"nonce", "timestamp", "body"}: the JSON body with a random nonce (16-64
 * base64url characters) and the time it was sealed (ms, by the server's clock: the key endpoint answers
 * serverTime). An envelope serves once and only within ENVELOPE_WINDOW_MS of its timestamp, so a captured login
 * cannot be sent again. The original platform's unpadded RSA and DES-ECB are not used.
 */
export const ENVELOPE_WINDOW_MS = 2 * 60 * 1000;
const NONCE = /^[A-Za-z0-9_-]{16,64}$/;

export interface Envelope {
  nonce: string;
  timestamp: number;
  body: unknown;
}
export interface ServerKey {
  id: string;
  publicPem: string;
  privateKey: crypto.KeyObject;
}

const KEY_ID = 'rsa-1';

/** One key pair for every API instance, created by whichever instance boots first. */
export async function loadServerKey(db: Db): Promise<ServerKey> {
  let row = await one<{ public_pem: string; private_pem: string }>(db, 'SELECT public_pem, private_pem FROM server_keys WHERE id = $1', [
    KEY_ID,
  ]);
  if (!row) {
    const { publicKey, privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
    const publicPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const privatePem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    await db.query('INSERT INTO server_keys (id, public_pem, private_pem) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING', [
      KEY_ID,
      publicPem,
      privatePem,
    ]);
    row = await one(db, 'SELECT public_pem, private_pem FROM server_keys WHERE id = $1', [KEY_ID]);
  }
  return { id: KEY_ID, publicPem: row!.public_pem, privateKey: crypto.createPrivateKey(row!.private_pem) };
}

/** The public key as base64 DER (SPKI), what WebCrypto's importKey('spki') takes. */
export function publicKeyDer(key: ServerKey): string {
  return crypto.createPublicKey(key.publicPem).export({ type: 'spki', format: 'der' }).toString('base64');
}

/** Opens an envelope; anything that does not decrypt or lacks its nonce and timestamp is encryption.invalid. */
export function decryptBody(key: ServerKey, encryptionHeader: string, body: unknown): Envelope {
  let envelope: Partial<Envelope> | null;
  try {
    const value = (body as { value?: unknown } | null)?.value;
    if (typeof value !== 'string') throw new Error('no value');
    const aesKey = crypto.privateDecrypt(
      { key: key.privateKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(encryptionHeader, 'base64'),
    );
    if (aesKey.length !== 32) throw new Error('bad key');
    const data = Buffer.from(value, 'base64');
    if (data.length < 12 + 16) throw new Error('short');
    const decipher = crypto.createDecipheriv('aes-256-gcm', aesKey, data.subarray(0, 12));
    decipher.setAuthTag(data.subarray(data.length - 16));
    const plain = Buffer.concat([decipher.update(data.subarray(12, data.length - 16)), decipher.final()]);
    envelope = JSON.parse(plain.toString('utf8'));
  } catch {
    throw new AppError('encryption.invalid');
  }
  if (
    !envelope ||
    typeof envelope !== 'object' ||
    typeof envelope.nonce !== 'string' ||
    !NONCE.test(envelope.nonce) ||
    typeof envelope.timestamp !== 'number' ||
    !Number.isSafeInteger(envelope.timestamp)
  ) {
    throw new AppError('encryption.invalid', 'the envelope needs a nonce and a timestamp');
  }
  return { nonce: envelope.nonce, timestamp: envelope.timestamp, body: envelope.body };
}

/**
 * Spends an envelope's nonce: refused when its timestamp is outside the window (encryption.expired) or the nonce
 * was seen before (encryption.replayed). A nonce is kept only until its window has passed.
 */
export async function claimEnvelope(db: Queryable, envelope: Envelope, now = Date.now()): Promise<void> {
  if (Math.abs(now - envelope.timestamp) > ENVELOPE_WINDOW_MS) throw new AppError('encryption.expired');
  await db.query('DELETE FROM encryption_nonces WHERE expires_at < $1', [new Date(now)]);
  const fresh = await db.query('INSERT INTO encryption_nonces (nonce, expires_at) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING nonce', [
    envelope.nonce,
    new Date(envelope.timestamp + ENVELOPE_WINDOW_MS),
  ]);
  if (fresh.length === 0) throw new AppError('encryption.replayed');
}

/** The same scheme from the client side (used by tests and scripts; the browser's is mf-auth's encryptedPost). */
export function encryptBody(
  publicKeyBase64Der: string,
  payload: unknown,
  seal: { nonce?: string; timestamp?: number } = {},
): { header: string; body: { value: string } } {
  const publicKey = crypto.createPublicKey({ key: Buffer.from(publicKeyBase64Der, 'base64'), format: 'der', type: 'spki' });
  const envelope: Envelope = {
    nonce: seal.nonce ?? crypto.randomBytes(16).toString('base64url'),
    timestamp: seal.timestamp ?? Date.now(),
    body: payload,
  };
  const aesKey = crypto.randomBytes(32);
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', aesKey, iv);
  const encrypted = Buffer.concat([cipher.update(JSON.stringify(envelope), 'utf8'), cipher.final(), cipher.getAuthTag()]);
  const wrapped = crypto.publicEncrypt({ key: publicKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, aesKey);
  return { header: wrapped.toString('base64'), body: { value: Buffer.concat([iv, encrypted]).toString('base64') } };
}

/**
 * A preValidation hook for routes whose body must travel encrypted: opens the envelope, spends its nonce, and puts
 * the body in place so the route's schema validates the plaintext. Plain JSON is refused (encryption.required)
 * unless the development switch allows it.
 */
export function encryptedBody(db: Db, getKey: () => Promise<ServerKey>, allowPlain: boolean) {
  return async (request: FastifyRequest) => {
    const header = request.headers.encryption;
    if (typeof header === 'string' && header) {
      const envelope = decryptBody(await getKey(), header, request.body);
      await claimEnvelope(db, envelope);
      request.body = envelope.body;
    } else if (!allowPlain) {
      throw new AppError('encryption.required');
    }
  };
}
