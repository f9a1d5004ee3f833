import type { Merchant } from '../system/merchant.repository';

/** Per-field registration config (GET /wps/system/setting/register; spec 5 lists the fields). */
export interface FieldSetting {
  enabled: boolean;
  required: boolean;
  acceptedPattern?: string;
  minLength?: number;
  maxLength?: number;
}

export const REGISTER_FIELDS = [
  'username', 'password', 'paymentPassword', 'idNumber', 'qqNum', 'facebook', 'wechat', 'line', 'whatsapp', 'zalo',
  'email', 'nickname', 'payeeName', 'mobileNum', 'recommenderId', 'birthday', 'affiliateCode', 'captcha',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

const off: FieldSetting = { enabled: false, required: false };
const optional = (extra: Partial<FieldSetting> = {}): FieldSetting => ({ enabled: true, required: false, ...extra });

/** The demo defaults; a merchant overrides any field in settings.register. Bounds are ours (spec: not shown). */
export const DEFAULT_REGISTER_SETTINGS: Record<RegisterField, FieldSetting> = {
  username: { enabled: true, required: true, acceptedPattern: '^[A-Za-z][A-Za-z0-9_]{3,15}$', minLength: 4, maxLength: 16 },
  password: { enabled: true, required: true, acceptedPattern: '^(?=.*[A-Za-z])(?=.*\\d)[\\x21-\\x7e]{6,20}$', minLength: 6, maxLength: 20 },
  paymentPassword: off,
  idNumber: off,
  qqNum: off,
  facebook: off,
  wechat: off,
  line: optional({ maxLength: 50 }),
  whatsapp: off,
  zalo: off,
  email: optional({ maxLength: 254 }),
  nickname: optional({ minLength: 2, maxLength: 20 }),
  payeeName: off,
  mobileNum: optional({ acceptedPattern: '^\\d{6,20}$', maxLength: 20 }),
  recommenderId: off,
  birthday: optional(),
  affiliateCode: optional({ maxLength: 32 }),
  captcha: { enabled: true, required: true, maxLength: 6 },
};

export function registerSettings(merchant: Merchant): Record<RegisterField, FieldSetting> {
  const overrides = (merchant.settings.register ?? {}) as Partial<Record<RegisterField, Partial<FieldSetting>>>;
  const result = { ...DEFAULT_REGISTER_SETTINGS };
  for (const field of REGISTER_FIELDS) if (overrides[field]) result[field] = { ...result[field], ...overrides[field] };
  return result;
}
