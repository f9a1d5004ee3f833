import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from './envelope';

/** Liveness and readiness (api-conventions A10.2), for load balancers and operators. */
export const Health = Type.Object({ status: Type.Literal('up') });
export type Health = Static<typeof Health>;

/** A readiness check's state: off when not configured (Redis without REDIS_URL). */
export const CheckState = StringEnum(['ok', 'unavailable', 'pending', 'off']);
export type CheckState = Static<typeof CheckState>;
/** GET /readyz: every check ok (or off); otherwise 503 system.not.ready with these states in the refusal's value. */
export const Readiness = Type.Object({ database: CheckState, migrations: CheckState, redis: CheckState });
export type Readiness = Static<typeof Readiness>;
