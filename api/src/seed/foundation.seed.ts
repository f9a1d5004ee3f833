import type { Queryable } from '../db/db';
import { upsertMerchant, type Merchant } from '../system/merchant.repository';
import { upsertHelpTopic } from '../system/help.repository';

const node = (modId: string, enabled = true, childrenNodes: Merchant['whitelabel'] = []) => ({ modId, enabled, childrenNodes });

/** The demo white label: every switch product-rules 6.11 names, most on. */
export const DEMO_MERCHANT: Merchant = {
  code: 'DEMO',
  name: 'Royal Win',
  settings: {
    siteName: 'Royal Win',
    minimumAge: 18,
    maintenance: false,
    languages: ['TH', 'EN'],
    currency: 'THB',
    currencySymbol: '฿',
    mobileTemplate: { mem_cen: '1', dep_func: '1' },
    // Promotions: the merchant's time zone (periods, activity windows) and how much of a valid bet counts towards a
    // bonus's turnover, in percent by category (ours; categories not listed count in full).
    timeZone: 'Asia/Bangkok',
    promotions: { turnoverWeights: { LIVE: 50, SPORTS: 50, ESPORTS: 50, COCKFIGHT: 50, LOTT: 25, ELOTT: 25 } },
    customerService: [
      { csType: 'CHAT', title: 'CS', type: '3', path: '/m/chat' },
      { csType: 'TELEGRAM', title: 'CS', type: '3', path: 'https://t.me/royalwin_support' },
    ],
    resources: [
      { resourceType: 'Android', url: '/m/download?os=android', labelNameEn: 'Android' },
      { resourceType: 'IOS', url: '/m/download?os=ios', labelNameEn: 'iOS' },
      { resourceType: 'MOBILECONFIG', url: '/m/download?os=webclip', labelNameEn: 'Web clip' },
      { resourceType: 'FACEBOOK', url: 'https://facebook.com/royalwin', labelNameEn: 'Facebook' },
      { resourceType: 'LINE', url: 'https://line.me/R/ti/p/@royalwin', labelNameEn: 'Line' },
    ],
    socialLinks: {
      YOUTUBE: { url: 'https://youtube.com/@royalwin' },
      FACEBOOK: { url: 'https://facebook.com/royalwin' },
      TIKTOK: { url: 'https://tiktok.com/@royalwin' },
    },
    promos: {
      LOGIN: { enabled: true, count: 0 },
      MANUAL: { enabled: true, count: 0 },
      RAFFLE: { enabled: true, count: 0 },
      UPGRADE_BONUS: { enabled: true, count: 0 },
      MISSION_MANUAL: { enabled: true, count: 0 },
      TICKET: { enabled: true, count: 0 },
      MISSION: { enabled: true, count: 0 },
      REFERRAL: { enabled: true, count: 0 },
    },
    imageCDNs: [],
    mainDomain: 'localhost',
    register: {},
  },
  whitelabel: [
    node('COMM3', true, [
      node('MANPLAYREB3'),
      node('TRANSREC3'),
      node('SECPRIV'),
      node('REWCEN3'),
      node('TRANSBETREPMEM3'),
      node('VIPBENEFIT'),
    ]),
    node('REG3', true, [node('MOBILE_REGISTER'), node('USERNAME_REGISTER'), node('CAPTCHA3')]),
    node('LOGIN3', true, [node('MOBILE_CODE_LOGIN'), node('FACEBOOK_LOGIN', false), node('GOOGLE_LOGIN', false), node('PHONE_RECOVERY')]),
    node('FUNDTRANS3'),
    node('MEMTRANS3'),
    node('PERSPNL3'),
    node('PROFPIC3'),
    node('CBS3'),
    node('AGEANNOUNCE3'),
    node('AGEINFO3'),
    node('AGEDOWNMAN3'),
    node('AFFMAN3'),
  ],
};

const HELP: Array<{ tag: string; th: [string, string]; en: [string, string] }> = [
  {
    tag: 'about',
    th: ['เกี่ยวกับเรา', '<p>Royal Win คือเว็บไซต์เกมออนไลน์บนมือถือ ดำเนินการโดยกลุ่มบริษัทที่ได้รับใบอนุญาตจากกือราเซา</p>'],
    en: ['About us', '<p>Royal Win is a mobile gaming site operated by a group licensed by the Curacao gaming authority.</p>'],
  },
  {
    tag: 'terms',
    th: ['ข้อกำหนดและเงื่อนไข', '<p>ผู้เล่นต้องมีอายุ 18 ปีขึ้นไป บัญชีหนึ่งบัญชีต่อหนึ่งคน ห้ามใช้บัญชีของผู้อื่น</p><p>การเดิมพันทั้งหมดเป็นที่สิ้นสุดเมื่อผลออกแล้ว</p>'],
    en: [
      'Terms and Conditions',
      "<p>Players must be 18 or older. One account per person; never use another person's account.</p><p>Every bet is final once its result is out.</p>",
    ],
  },
  {
    tag: 'responsible',
    th: ['การเล่นอย่างรับผิดชอบ', '<p>ตั้งงบประมาณและเวลาการเล่น หยุดพักเมื่อรู้สึกไม่สนุก ติดต่อฝ่ายบริการเพื่อจำกัดบัญชีได้ตลอดเวลา</p>'],
    en: [
      'Responsible gaming',
      '<p>Set a budget and a time limit. Take a break when it stops being fun. Customer service can limit your account at any time.</p>',
    ],
  },
  {
    tag: 'privacy',
    th: ['นโยบายความเป็นส่วนตัว', '<p>เราเก็บข้อมูลเท่าที่จำเป็นต่อการให้บริการ และไม่ขายข้อมูลของคุณให้บุคคลอื่น</p>'],
    en: ['Privacy policy', '<p>We keep only the data needed to run the service and never sell your data.</p>'],
  },
  {
    tag: 'deposit',
    th: ['วิธีฝากเงิน', '<p>ไปที่ ศูนย์สมาชิก &gt; ฝากเงิน เลือกช่องทาง กรอกจำนวนเงินแล้วยืนยัน</p>'],
    en: ['How to deposit', '<p>Go to Member center &gt; Deposit, choose a method, enter the amount and confirm.</p>'],
  },
];

/** Idempotent: safe on every boot and in every test database. */
export async function seedFoundation(db: Queryable): Promise<void> {
  await upsertMerchant(db, DEMO_MERCHANT);
  let sort = 0;
  for (const topic of HELP) {
    sort += 10;
    for (const lang of ['TH', 'EN'] as const) {
      const [title, content] = lang === 'TH' ? topic.th : topic.en;
      await upsertHelpTopic(db, DEMO_MERCHANT.code, { lang, tag: topic.tag, title, content, sort });
    }
  }
}
