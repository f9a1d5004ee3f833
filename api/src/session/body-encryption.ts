import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { one, type Db } from '../db/db';
import { AppError } from '../http/errors';

/**
 * Encrypted request bodies (spec 7 "encrypted body, header Encryption"; API-NOTES). The client fetches the
 * server's RSA public key (GET /wps/session/key/rsa), makes a fresh AES-256-GCM key, sends
 *   header  Encryption: base64(RSA-OAEP-SHA256(rawAesKey))
 *   body    {"value": base64(iv[12] || ciphertext || tag[16])}
 * and the plaintext is the JSON body. The original platform's unpadded RSA and DES-ECB are not used.
 */
export interface ServerKey {
  id: string;
  publicPem: string;
  privateKey: crypto.KeyObject;
}

const KEY_ID = 'rsa-1';

/** One key pair for every API instance, created by whichever instance boots first. */
export async function loadServerKey(db: Db): Promise<ServerKey> {
  let row = await one<{ public_pem: string; private_pem: string }>(db, 'SELECT public_pem, private_pem FROM server_keys WHERE id = $1', [KEY_ID]);
  if (!row) {
    const { publicKey, privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
    const publicPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const privatePem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    await db.query('INSERT INTO server_keys (id, public_pem, private_pem) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING', [KEY_ID, publicPem, privatePem]);
    row = await one(db, 'SELECT public_pem, private_pem FROM server_keys WHERE id = $1', [KEY_ID]);
  }
  return { id: KEY_ID, publicPem: row!.public_pem, privateKey: crypto.createPrivateKey(row!.private_pem) };
}

/** The public key as base64 DER (SPKI), what WebCrypto's importKey('spki') takes. */
export function publicKeyDer(key: ServerKey): string {
  return crypto.createPublicKey(key.publicPem).export({ type: 'spki', format: 'der' }).toString('base64');
}

export function decryptBody(key: ServerKey, encryptionHeader: string, body: unknown): unknown {
  try {
    const value = (body as { value?: unknown } | null)?.value;
    if (typeof value !== 'string') throw new Error('no value');
    const aesKey = crypto.privateDecrypt({ key: key.privateKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(encryptionHeader, 'base64'));
    if (aesKey.length !== 32) throw new Error('bad key');
    const data = Buffer.from(value, 'base64');
    if (data.length < 12 + 16) throw new Error('short');
    const decipher = crypto.createDecipheriv('aes-256-gcm', aesKey, data.subarray(0, 12));
    decipher.setAuthTag(data.subarray(data.length - 16));
    const plain = Buffer.concat([decipher.update(data.subarray(12, data.length - 16)), decipher.final()]);
    return JSON.parse(plain.toString('utf8'));
  } catch {
    throw new AppError('encryption.invalid');
  }
}

/** The same scheme from the client side (used by tests and scripts; the browser uses WebCrypto). */
export function encryptBody(publicKeyBase64Der: string, payload: unknown): { header: string; body: { value: string } } {
  const publicKey = crypto.createPublicKey({ key: Buffer.from(publicKeyBase64Der, 'base64'), format: 'der', type: 'spki' });
  const aesKey = crypto.randomBytes(32);
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', aesKey, iv);
  const encrypted = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final(), cipher.getAuthTag()]);
  const wrapped = crypto.publicEncrypt({ key: publicKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, aesKey);
  return { header: wrapped.toString('base64'), body: { value: Buffer.concat([iv, encrypted]).toString('base64') } };
}

/**
 * A preValidation hook for routes whose body must travel encrypted: decrypts in place so the route's schema
 * validates the plaintext. Plain JSON is refused (encryption.required) unless the development switch allows it.
 */
export function encryptedBody(getKey: () => Promise<ServerKey>, allowPlain: boolean) {
  return async (request: FastifyRequest) => {
    const header = request.headers.encryption;
    if (typeof header === 'string' && header) {
      request.body = decryptBody(await getKey(), header, request.body);
    } else if (!allowPlain) {
      throw new AppError('encryption.required');
    }
  };
}
