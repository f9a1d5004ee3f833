import crypto from 'node:crypto';
import { loadProvidersConfig } from './provider.config';

/**
 * How the demo vendor's games hold a player token (docs/games.md, "The demo vendor's games"):
 * - `playerKey`: its SHA-256, kept with every bet, so only the player who placed a bet can list or repeat it;
 * - `sealToken` / `openToken`: the token itself, kept only while a bet, batch or seat is open, for the callbacks that
 *   settle it when the player is away (a result published later, a fight settled by another reader, a seat closed by
 *   the table). It is sealed with AES-256-GCM under a key derived from the vendor's secret, so the vendor's tables hold
 *   no usable token, and the game drops it once the bet is settled.
 */
export const playerKey = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

let key: Buffer | null = null;
const sealKey = () => (key ??= crypto.createHash('sha256').update(`player-token:${loadProvidersConfig().providers.DEMO.secret}`).digest());

export function sealToken(token: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', sealKey(), iv);
  const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

/** The sealed token, or null if it is missing or does not open (sealed under another secret). */
export function openToken(sealed: string | null): string | null {
  if (!sealed) return null;
  try {
    const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
    const decipher = crypto.createDecipheriv('aes-256-gcm', sealKey(), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
