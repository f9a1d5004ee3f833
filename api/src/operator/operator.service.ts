import type { Queryable } from '../db/db';
import { AppError } from '../http/errors';
import { clearEvents, countEvent, eventCount } from '../http/rate-limit';
import { dummyHash, hashPassword, needsRehash, verifyPassword } from '../session/password';
import type { ErrorKey } from '@site/shared/src/api/error-keys';
import { checkCaptcha, createCaptcha } from '../session/captcha.service';
import { OPERATOR_ROLES, type OperatorLoginBody, type OperatorLoginValue, type OperatorRole } from '@site/shared/src/contracts/operator';
import { countOperators, createOperatorSession, findOperatorByName, setOperatorPasswordHash, upsertOperator } from './operator.repository';

/**
 * Operator sign-in (docs/operator-console.md), limited like the members' (api/src/session/login.service.ts): failed
 * logins counted over 15 minutes per operator name whatever the IP, per (IP, name), and per IP whatever the name.
 * Anyone who knows a name (`admin`) can fail its logins, so the name's count only ever asks for the captcha (after
 * one failure, from anywhere): the operator who gives the right password and solves it gets in. The hard lock (429
 * rate.limited) falls on the IP: IP_NAME_FAILS_BEFORE_LOCK failures on one name from it, or IP_FAILS_BEFORE_LOCK on
 * any. An unknown name costs the same scrypt work as a known one, and both answer the same refusal.
 */
const FAIL_WINDOW_SECONDS = 900;
const IP_NAME_FAILS_BEFORE_LOCK = 5;
const IP_FAILS_BEFORE_LOCK = 20;
const nameFailKey = (name: string) => `opsloginfail:name:${name.toLowerCase()}`;
const ipNameFailKey = (ip: string, name: string) => `opsloginfail:ipname:${ip}:${name.toLowerCase()}`;
const ipFailKey = (ip: string) => `opsloginfail:ip:${ip}`;

/** The refusal with a fresh captcha in its value, which the console's sign-in form then shows. */
async function withCaptcha(db: Queryable, errorCode: ErrorKey): Promise<AppError> {
  const captcha = await createCaptcha(db);
  return new AppError(errorCode, undefined, undefined, { captcha: captcha.image, captchaId: captcha.id });
}

export async function operatorLogin(db: Queryable, input: OperatorLoginBody, ip: string): Promise<OperatorLoginValue> {
  const { name, password } = input;
  if (
    (await eventCount(db, ipNameFailKey(ip, name), FAIL_WINDOW_SECONDS)) >= IP_NAME_FAILS_BEFORE_LOCK ||
    (await eventCount(db, ipFailKey(ip), FAIL_WINDOW_SECONDS)) >= IP_FAILS_BEFORE_LOCK
  )
    throw new AppError('rate.limited');
  if ((await eventCount(db, nameFailKey(name), FAIL_WINDOW_SECONDS)) > 0) {
    try {
      await checkCaptcha(db, input.captchaId, input.captcha);
    } catch (error) {
      throw await withCaptcha(db, (error as AppError).errorCode);
    }
  }
  const operator = await findOperatorByName(db, name);
  const valid = await verifyPassword(password, operator?.password_hash ?? (await dummyHash()), `operator:${ip}:${name}`);
  if (!operator || operator.disabled || !valid) {
    for (const key of [nameFailKey(name), ipNameFailKey(ip, name), ipFailKey(ip)]) await countEvent(db, key, FAIL_WINDOW_SECONDS);
    throw await withCaptcha(db, 'operator.login.failed');
  }
  await clearEvents(db, nameFailKey(name));
  await clearEvents(db, ipNameFailKey(ip, name));
  if (needsRehash(operator.password_hash)) await setOperatorPasswordHash(db, operator.id, await hashPassword(password));
  const session = await createOperatorSession(db, operator.id);
  return { id: operator.id, name: operator.name, role: operator.role, ...session };
}

const NAME = /^[a-z0-9._-]{3,32}$/;
/** An operator password: at least 12 characters (OWASP ASVS 2.1.1), at most 128. */
export const OPERATOR_PASSWORD_MIN = 12;

/** Creates an operator (or resets the password and role of the one of that name): the CLI and the first-admin seed. */
export async function createOperator(db: Queryable, name: string, password: string, role: OperatorRole): Promise<number> {
  const lower = name.toLowerCase();
  if (!NAME.test(lower)) throw new Error('operator name: 3 to 32 of a-z, 0-9, . _ -');
  if (password.length < OPERATOR_PASSWORD_MIN || password.length > 128)
    throw new Error(`operator password: ${OPERATOR_PASSWORD_MIN} to 128 characters`);
  if (!OPERATOR_ROLES.includes(role)) throw new Error(`operator role: one of ${OPERATOR_ROLES.join(', ')}`);
  return upsertOperator(db, lower, await hashPassword(password), role);
}

/** The development operators `npm start` creates on an empty table (docs/operator-console.md); never in production. */
export const DEV_OPERATORS: ReadonlyArray<{ name: string; role: OperatorRole; password: string }> = [
  { name: 'admin', role: 'admin', password: 'ops-admin-password' },
  { name: 'cashier', role: 'cashier', password: 'ops-cashier-password' },
  { name: 'support', role: 'support', password: 'ops-support-password' },
];

/**
 * The first operators. With OPS_ADMIN_PASSWORD set, an `admin` with that password (any mode); otherwise, outside
 * production only, the development operators above. Only when no operator exists yet: a later start changes no one.
 */
export async function seedFirstOperators(db: Queryable, env: NodeJS.ProcessEnv, production: boolean): Promise<string[]> {
  if ((await countOperators(db)) > 0) return [];
  if (env.OPS_ADMIN_PASSWORD) {
    await createOperator(db, 'admin', env.OPS_ADMIN_PASSWORD, 'admin');
    return ['admin'];
  }
  if (production) return [];
  for (const operator of DEV_OPERATORS) await createOperator(db, operator.name, operator.password, operator.role);
  return DEV_OPERATORS.map((o) => o.name);
}
