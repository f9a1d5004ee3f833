import type { Merchant } from '../system/merchant.repository';
import { LIMITS, PATTERNS } from '@site/shared/src/validation/rules';
import type { RegisterFieldSetting } from '@site/shared/src/contracts/session';

/** Per-field registration config (GET /wps/system/setting/register; product-rules 5 lists the fields). */

export const REGISTER_FIELDS = [
  'username',
  'password',
  'paymentPassword',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'email',
  'nickname',
  'payeeName',
  'mobileNum',
  'recommenderId',
  'birthday',
  'affiliateCode',
  'captcha',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

const off: RegisterFieldSetting = { enabled: false, required: false };
const optional = (extra: Partial<RegisterFieldSetting> = {}): RegisterFieldSetting => ({ enabled: true, required: false, ...extra });

/** The demo defaults, the forms' rules (shared/src/validation/rules.ts); a merchant overrides any field in settings.register. */
export const DEFAULT_REGISTER_SETTINGS: Record<RegisterField, RegisterFieldSetting> = {
  username: {
    enabled: true,
    required: true,
    acceptedPattern: PATTERNS.username,
    minLength: LIMITS.usernameMin,
    maxLength: LIMITS.usernameMax,
  },
  password: {
    enabled: true,
    required: true,
    acceptedPattern: PATTERNS.password,
    minLength: LIMITS.passwordMin,
    maxLength: LIMITS.passwordMax,
  },
  paymentPassword: off,
  idNumber: off,
  qqNum: off,
  facebook: off,
  wechat: off,
  line: optional({ maxLength: 50 }),
  whatsapp: off,
  zalo: off,
  email: optional({ maxLength: LIMITS.emailMax }),
  nickname: optional({ minLength: LIMITS.nicknameMin, maxLength: LIMITS.nicknameMax }),
  payeeName: off,
  mobileNum: optional({ acceptedPattern: PATTERNS.mobileNum, maxLength: LIMITS.mobileMax }),
  recommenderId: off,
  birthday: optional(),
  affiliateCode: optional({ maxLength: 32 }),
  captcha: { enabled: true, required: true, maxLength: LIMITS.captchaMax },
};

export function registerSettings(merchant: Merchant): Record<RegisterField, RegisterFieldSetting> {
  const overrides = (merchant.settings.register ?? {}) as Partial<Record<RegisterField, Partial<RegisterFieldSetting>>>;
  const result = { ...DEFAULT_REGISTER_SETTINGS };
  for (const field of REGISTER_FIELDS) if (overrides[field]) result[field] = { ...result[field], ...overrides[field] };
  return result;
}
