import crypto from 'node:crypto';
import type { Queryable } from '../db/db';
import { AppError } from '../http/errors';
import { imageKind, reencodeImage } from '../http/image-upload';
import * as repo from './security.repository';
import { LIMITS } from '@site/shared/src/validation/rules';

/** The member's avatar: one of the built-in pictures or an uploaded png/jpg, served at /wps/member/info/icon/:key. */
export const AVATAR_MAX_BYTES = LIMITS.avatarMaxBytes;
export const BUILTIN_AVATAR_COUNT = 12;

export const avatarUrl = (imageKey: string) => `/wps/member/info/icon/${imageKey}`;

export async function memberAvatar(db: Queryable, memberId: number): Promise<{ avatarId: number | null; url: string | null }> {
  const row = await repo.findAvatar(db, memberId);
  return { avatarId: row?.builtin_id ?? null, url: row?.image_key ? avatarUrl(row.image_key) : null };
}

/**
 * A chosen built-in avatar, or an uploaded png/jpg under 5 MB (base64, optionally as a data URL), stored as the
 * server's re-encoding of it (http/image-upload.ts: pixel limit, no metadata, nothing appended), never the upload.
 */
export async function saveAvatar(db: Queryable, memberId: number, input: { avatarId?: number; image?: string }) {
  if (input.avatarId !== undefined && input.image === undefined) {
    if (!Number.isInteger(input.avatarId) || input.avatarId < 1 || input.avatarId > BUILTIN_AVATAR_COUNT)
      throw new AppError('avatar.invalid');
    await repo.saveBuiltinAvatar(db, memberId, input.avatarId);
    return memberAvatar(db, memberId);
  }
  if (typeof input.image !== 'string' || input.avatarId !== undefined) throw new AppError('avatar.invalid');
  const base64 = input.image.replace(/^data:image\/(png|jpe?g);base64,/, '');
  // Base64 is what decodes and encodes back to itself (padding aside): a linear check. The regular expression it
  // replaces overflowed V8's regexp stack on a 7 MB upload in long test runs, a 500 instead of avatar.too.large.
  const bytes = Buffer.from(base64, 'base64');
  if (!base64 || bytes.toString('base64').replace(/=+$/, '') !== base64.replace(/=+$/, '')) throw new AppError('avatar.invalid');
  if (bytes.length > AVATAR_MAX_BYTES) throw new AppError('avatar.too.large');
  const kind = imageKind(bytes);
  if (!kind) throw new AppError('avatar.invalid');
  const clean = await reencodeImage(bytes, kind);
  await repo.saveImageAvatar(db, memberId, clean.bytes, clean.mime, crypto.randomBytes(18).toString('base64url'));
  return memberAvatar(db, memberId);
}

export const avatarImage = (db: Queryable, imageKey: string) => repo.findAvatarImage(db, imageKey);
