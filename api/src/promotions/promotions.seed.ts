import type { Queryable } from '../db/db';

const DAY = 24 * 3600 * 1000;

const PROMOTIONS = [
  {
    code: 'WELCOME100', category: 'deposit', action: 'JOIN', sort: 10, startsIn: -30, endsIn: 60,
    art: { from: '#ff8a3d', to: '#ff3d77', glyph: '100%' },
    title: { TH: 'โบนัสต้อนรับ 100%', EN: '100% welcome bonus' },
    summary: { TH: 'ฝากครั้งแรกรับโบนัส 100% สูงสุด ฿1,000', EN: 'First deposit doubled, up to ฿1,000' },
    content: { TH: '<p>ฝากครั้งแรกขั้นต่ำ ฿100 รับโบนัส 100% สูงสุด ฿1,000 ทำเทิร์นโอเวอร์ 10 เท่าก่อนถอน</p>', EN: '<p>Deposit at least ฿100 for the first time and get a 100% bonus up to ฿1,000. 10x turnover before withdrawal.</p>' },
  },
  {
    code: 'DAILYREBATE', category: 'rebate', action: 'CLAIM', sort: 20, startsIn: -60, endsIn: null,
    art: { from: '#2fd17c', to: '#1479c9', glyph: 'VIP%' },
    title: { TH: 'คืนยอดเล่นรายวันตามระดับ VIP', EN: 'Daily rebate at your VIP rate' },
    summary: { TH: 'รับเงินคืนจากยอดเล่นสล็อตทุกวัน ตามอัตราของระดับ VIP', EN: 'Cash back on every slot bet, every day, at your VIP level\'s rate' },
    content: { TH: '<p>ระบบคำนวณยอดเล่นสล็อตของเมื่อวานและคืนตามอัตราเงินคืนของระดับ VIP ของคุณ (ดูสิทธิประโยชน์ VIP) กดรับได้ในศูนย์รางวัล</p>', EN: '<p>Yesterday\'s slot turnover earns the rebate rate of your VIP level back (see VIP benefits). Claim it in the reward centre.</p>' },
  },
  {
    code: 'VIPBIRTHDAY', category: 'vip', action: 'APPLY', sort: 30, startsIn: -10, endsIn: 355,
    art: { from: '#8a5cff', to: '#f6c244', glyph: 'VIP' },
    title: { TH: 'ของขวัญวันเกิด VIP', EN: 'VIP birthday gift' },
    summary: { TH: 'สมาชิก VIP รับเครดิตฟรีในเดือนเกิด', EN: 'Free credit in your birthday month for VIP members' },
    content: { TH: '<p>สมัครในเดือนเกิดของคุณ ทีมงานจะตรวจสอบและมอบเครดิตตามระดับ VIP</p>', EN: '<p>Apply in your birthday month; the team checks and credits a gift by VIP level.</p>' },
  },
  {
    code: 'WEEKMISSION', category: 'mission', action: 'JOIN', sort: 40, startsIn: -2, endsIn: 5,
    art: { from: '#00c2ff', to: '#3d5afe', glyph: '★' },
    title: { TH: 'ภารกิจประจำสัปดาห์', EN: 'Weekly mission' },
    summary: { TH: 'เล่นครบ 5 เกมรับฟรีสปิน 20 ครั้ง', EN: 'Play 5 different games for 20 free spins' },
    content: { TH: '<p>เล่นเกมที่แตกต่างกัน 5 เกมภายในสัปดาห์ รับฟรีสปิน 20 ครั้ง</p>', EN: '<p>Play five different games within the week to earn 20 free spins.</p>' },
  },
  {
    code: 'SONGKRAN', category: 'event', action: 'JOIN', sort: 50, startsIn: 20, endsIn: 30,
    art: { from: '#00d4b1', to: '#0077ff', glyph: '💦' },
    title: { TH: 'เทศกาลสงกรานต์', EN: 'Songkran festival' },
    summary: { TH: 'กิจกรรมพิเศษเร็วๆ นี้', EN: 'A special event, coming soon' },
    content: { TH: '<p>รายละเอียดจะประกาศเร็วๆ นี้</p>', EN: '<p>Details will be announced soon.</p>' },
  },
];

// withdrawalsPerDay and withdrawMaxAmount (minor units) are what the withdrawal rules apply to a member of the level.
const VIP = [
  [0, 'Bronze', 0, 0, { withdrawalsPerDay: 3, withdrawMaxAmount: 5_000_000, rebatePercent: 0.5, birthdayGift: 0 }],
  [1, 'Silver', 500000, 5000000, { withdrawalsPerDay: 5, withdrawMaxAmount: 10_000_000, rebatePercent: 0.6, birthdayGift: 10_000 }],
  [2, 'Gold', 2000000, 20000000, { withdrawalsPerDay: 8, withdrawMaxAmount: 20_000_000, rebatePercent: 0.7, birthdayGift: 30_000 }],
  [3, 'Platinum', 10000000, 100000000, { withdrawalsPerDay: 12, withdrawMaxAmount: 50_000_000, rebatePercent: 0.8, birthdayGift: 100_000 }],
  [4, 'Diamond', 50000000, 500000000, { withdrawalsPerDay: 20, withdrawMaxAmount: 100_000_000, rebatePercent: 1.0, birthdayGift: 500_000 }],
] as const;

/** Demo promotions (dates relative to the first seed) and VIP levels; idempotent. */
export async function seedPromotions(db: Queryable): Promise<void> {
  const now = Date.now();
  for (const p of PROMOTIONS) {
    await db.query(
      `INSERT INTO promotions (merchant_code, code, category, action, title, summary, content, art, starts_at, ends_at, sort)
       VALUES ('DEMO', $1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (merchant_code, code) DO NOTHING`,
      [p.code, p.category, p.action, JSON.stringify(p.title), JSON.stringify(p.summary), JSON.stringify(p.content), JSON.stringify(p.art),
        new Date(now + p.startsIn * DAY), p.endsIn === null ? null : new Date(now + p.endsIn * DAY), p.sort],
    );
  }
  for (const [level, name, deposit, turnover, benefits] of VIP) {
    await db.query(
      `INSERT INTO vip_levels (merchant_code, level, name, deposit_required, turnover_required, benefits) VALUES ('DEMO', $1, $2, $3, $4, $5)
       ON CONFLICT (merchant_code, level) DO NOTHING`,
      [level, name, deposit, turnover, JSON.stringify(benefits)],
    );
  }
}
