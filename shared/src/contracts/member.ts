import { Type, type Static } from '@sinclair/typebox';
import { LIMITS } from '../validation/rules';
import { VipRank } from './promotions';

/** GET /wps/member/info (api-conventions A12.4): the signed-in member, mobile masked, with the VIP rank's progress. */
export const MemberInfo = Type.Composite([
  Type.Object({
    id: Type.Integer(),
    account: Type.String(),
    nickname: Type.Union([Type.String(), Type.Null()]),
    type: Type.Integer(),
    /** product-rules 3: the free-trial flag, under the platform's spelling. */
    trail: Type.Boolean(),
    mobile: Type.Union([Type.String(), Type.Null()]),
    email: Type.Union([Type.String(), Type.Null()]),
    payeeName: Type.Union([Type.String(), Type.Null()]),
    regDate: Type.Integer({ description: 'ms since the epoch' }),
  }),
  VipRank,
]);
export type MemberInfo = Static<typeof MemberInfo>;

/**
 * POST|PUT /wps/member/info/nickname, /email, /payeename: one profile field. The bounds keep bodies small; the
 * rules (shared/src/validation/rules.ts) run on the trimmed value with their own keys (format.email, format.payee.name).
 */
const profileText = Type.String({ minLength: 1, maxLength: LIMITS.emailMax });
export const NicknameBody = Type.Object({ nickname: profileText });
export type NicknameBody = Static<typeof NicknameBody>;
export const EmailBody = Type.Object({ email: profileText });
export type EmailBody = Static<typeof EmailBody>;
export const PayeeNameBody = Type.Object({ payeeName: profileText });
export type PayeeNameBody = Static<typeof PayeeNameBody>;
