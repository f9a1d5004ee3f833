import crypto from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import { one, type Queryable } from '../db/db';
import { AppError } from '../http/errors';

/** product-rules 5: captcha numeric, max 6 ("answer the equation"); ours expire after 5 minutes and serve once. */
const CAPTCHA_TTL_SECONDS = 300;
export const CAPTCHA_COOKIE = 'captcha_id';

/** A new arithmetic captcha: returns its id (bound to the client by cookie) and the SVG as a data URL. */
export async function createCaptcha(db: Queryable): Promise<{ id: string; image: string }> {
  const captcha = svgCaptcha.createMathExpr({ mathMin: 1, mathMax: 20, mathOperator: '+-', noise: 2, color: true, width: 120, height: 44 });
  const id = crypto.randomBytes(16).toString('base64url');
  await db.query(`INSERT INTO captchas (id, answer, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))`, [
    id,
    captcha.text,
    CAPTCHA_TTL_SECONDS,
  ]);
  return { id, image: `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}` };
}

/** Checks and consumes a captcha: single use whatever the answer, so a wrong guess needs a new image. */
export async function checkCaptcha(db: Queryable, id: string | undefined, answer: string | undefined): Promise<void> {
  if (!answer) throw new AppError('captcha.required');
  if (!id) throw new AppError('captcha.incorrect');
  const row = await one<{ answer: string }>(
    db,
    `UPDATE captchas SET used_at = now() WHERE id = $1 AND used_at IS NULL AND expires_at > now() RETURNING answer`,
    [id],
  );
  if (!row || row.answer !== answer.trim()) throw new AppError('captcha.incorrect');
}

/** The captcha id from the request: the body's captchaId (API clients) or the cookie (browsers). */
export function captchaIdOf(cookieHeader: string | undefined, bodyId: unknown): string | undefined {
  if (typeof bodyId === 'string' && bodyId) return bodyId;
  const match = /(?:^|;\s*)captcha_id=([A-Za-z0-9_-]+)/.exec(cookieHeader ?? '');
  return match?.[1];
}

export function captchaCookie(id: string): string {
  return `${CAPTCHA_COOKIE}=${id}; Path=/wps; HttpOnly; SameSite=Lax; Max-Age=${CAPTCHA_TTL_SECONDS}`;
}

/** The answer of a live captcha (operator API only: support staff and e2e tests). */
export async function peekCaptcha(db: Queryable, id: string): Promise<string | null> {
  const row = await one<{ answer: string }>(db, 'SELECT answer FROM captchas WHERE id = $1 AND used_at IS NULL AND expires_at > now()', [
    id,
  ]);
  return row?.answer ?? null;
}
