import type { Queryable } from '../db/db';
import type { ActivityConfig, ActivityType } from '@site/shared/src/contracts/activities';

type Localised = Record<'TH' | 'EN', string>;

const DAY = 24 * 3600 * 1000;

/** Demo activities, one of each type that pays; config in the shape of shared/src/contracts/activities.ts. */
const PROMOTIONS: Array<{
  code: string;
  type: ActivityType;
  category: string;
  sort: number;
  startsIn: number;
  endsIn: number | null;
  art: Record<string, string>;
  title: Localised;
  summary: Localised;
  content: Localised;
  config: ActivityConfig;
}> = [
  {
    code: 'WELCOME100',
    type: 'DEPOSIT_MATCH',
    category: 'deposit',
    sort: 10,
    startsIn: -30,
    endsIn: 60,
    art: { from: '#ff8a3d', to: '#ff3d77', glyph: '100%' },
    title: { TH: 'โบนัสต้อนรับ 100%', EN: '100% welcome bonus' },
    summary: { TH: 'ฝากครั้งแรกรับโบนัส 100% สูงสุด ฿1,000', EN: 'First deposit doubled, up to ฿1,000' },
    content: {
      TH: '<p>ฝากครั้งแรกขั้นต่ำ ฿100 รับโบนัส 100% สูงสุด ฿1,000 ทำเทิร์นโอเวอร์ 10 เท่าของโบนัสก่อนถอน</p>',
      EN: '<p>Deposit at least ฿100 for the first time and get a 100% bonus up to ฿1,000. Wager 10 times the bonus before withdrawing.</p>',
    },
    config: {
      frequency: 'ONCE',
      eligibility: { deposit: 'FIRST' },
      turnover: { bonusMultiple: 10, depositMultiple: 0 },
      reward: { percent: 100, maxBonus: 100_000, minDeposit: 10_000 },
    },
  },
  {
    code: 'RELOAD50',
    type: 'DEPOSIT_MATCH',
    category: 'deposit',
    sort: 15,
    startsIn: -30,
    endsIn: null,
    art: { from: '#f6c244', to: '#e5631b', glyph: '50%' },
    title: { TH: 'โบนัสฝากเติม 50% ทุกวัน', EN: '50% daily reload bonus' },
    summary: { TH: 'ฝากครั้งถัดไปรับโบนัส 50% สูงสุด ฿500 วันละครั้ง', EN: 'Half again on a reload deposit, up to ฿500, once a day' },
    content: {
      TH: '<p>หลังฝากครั้งแรก ฝากขั้นต่ำ ฿100 รับโบนัส 50% สูงสุด ฿500 วันละครั้ง ทำเทิร์นโอเวอร์ 5 เท่าของโบนัสและ 1 เท่าของยอดฝาก</p>',
      EN: '<p>After your first deposit, deposit at least ฿100 for a 50% bonus up to ฿500, once a day. Wager 5 times the bonus plus the deposit.</p>',
    },
    config: {
      frequency: 'DAILY',
      eligibility: { deposit: 'RELOAD' },
      turnover: { bonusMultiple: 5, depositMultiple: 1 },
      reward: { percent: 50, maxBonus: 50_000, minDeposit: 10_000 },
    },
  },
  {
    code: 'DAILYLOGIN',
    type: 'LOGIN',
    category: 'event',
    sort: 18,
    startsIn: -30,
    endsIn: null,
    art: { from: '#35d0ba', to: '#1f6feb', glyph: '฿5' },
    title: { TH: 'รางวัลเข้าสู่ระบบรายวัน', EN: 'Daily login reward' },
    summary: { TH: 'เข้าสู่ระบบแล้วกดรับ ฿5 ทุกวัน', EN: 'Log in and claim ฿5 every day' },
    content: {
      TH: '<p>กดรับ ฿5 ได้วันละครั้ง (ตามเวลาประเทศไทย) ทำเทิร์นโอเวอร์ 1 เท่าก่อนถอน</p>',
      EN: '<p>Claim ฿5 once a day (Bangkok time). Wager it once before withdrawing.</p>',
    },
    config: { frequency: 'DAILY', turnover: { bonusMultiple: 1, depositMultiple: 0 }, reward: { amount: 500 } },
  },
  {
    code: 'DAILYREBATE',
    type: 'REBATE',
    category: 'rebate',
    sort: 20,
    startsIn: -60,
    endsIn: null,
    art: { from: '#2fd17c', to: '#1479c9', glyph: 'VIP%' },
    title: { TH: 'คืนยอดเล่นรายวันตามระดับ VIP', EN: 'Daily rebate at your VIP rate' },
    summary: { TH: 'รับเงินคืนจากยอดเล่นสล็อตทุกวัน ตามอัตราของระดับ VIP', EN: "Cash back on every slot bet, every day, at your VIP level's rate" },
    content: {
      TH: '<p>ระบบคำนวณยอดเล่นสล็อตของเมื่อวานและคืนตามอัตราเงินคืนของระดับ VIP ของคุณ (ดูสิทธิประโยชน์ VIP) กดรับได้วันละครั้ง</p>',
      EN: "<p>Yesterday's slot turnover earns the rebate rate of your VIP level back (see VIP benefits). Claim it once a day.</p>",
    },
    config: { frequency: 'DAILY', reward: { categories: ['RNG'] } },
  },
  {
    code: 'VIPBIRTHDAY',
    type: 'BIRTHDAY',
    category: 'vip',
    sort: 30,
    startsIn: -10,
    endsIn: 355,
    art: { from: '#8a5cff', to: '#f6c244', glyph: 'VIP' },
    title: { TH: 'ของขวัญวันเกิด VIP', EN: 'VIP birthday gift' },
    summary: { TH: 'สมาชิก VIP รับเครดิตฟรีในเดือนเกิด', EN: 'Free credit in your birthday month for VIP members' },
    content: {
      TH: '<p>สมาชิกระดับ Silver ขึ้นไปกดรับของขวัญได้ในเดือนเกิดของคุณ ปีละครั้ง ตามระดับ VIP</p>',
      EN: '<p>Silver members and above claim a gift by VIP level in their birthday month, once a year.</p>',
    },
    config: {
      frequency: 'YEARLY',
      eligibility: { minVipLevel: 1 },
      turnover: { bonusMultiple: 1, depositMultiple: 0 },
      reward: { review: false },
    },
  },
  {
    code: 'VIPUPGRADE',
    type: 'UPGRADE_BONUS',
    category: 'vip',
    sort: 35,
    startsIn: -60,
    endsIn: null,
    art: { from: '#f6c244', to: '#8a5cff', glyph: '▲' },
    title: { TH: 'โบนัสเลื่อนระดับ VIP', EN: 'VIP upgrade bonus' },
    summary: { TH: 'รับโบนัสทันทีเมื่อเลื่อนระดับ VIP', EN: 'A bonus each time you reach a new VIP level' },
    content: {
      TH: '<p>Silver ฿50, Gold ฿200, Platinum ฿500, Diamond ฿2,000 ระดับละครั้ง ทำเทิร์นโอเวอร์ 1 เท่า</p>',
      EN: '<p>Silver ฿50, Gold ฿200, Platinum ฿500, Diamond ฿2,000, once per level. Wager it once.</p>',
    },
    config: {
      frequency: 'ONCE',
      turnover: { bonusMultiple: 1, depositMultiple: 0 },
      reward: { amounts: { '1': 5_000, '2': 20_000, '3': 50_000, '4': 200_000 } },
    },
  },
  {
    code: 'LOYALTY',
    type: 'MANUAL',
    category: 'event',
    sort: 38,
    startsIn: -30,
    endsIn: null,
    art: { from: '#ff5f6d', to: '#ffc371', glyph: '♥' },
    title: { TH: 'โบนัสขอบคุณลูกค้า', EN: 'Loyalty bonus' },
    summary: { TH: 'สมัครรับโบนัสเดือนละครั้ง ทีมงานตรวจสอบก่อนจ่าย', EN: 'Apply once a month; the team reviews and pays it' },
    content: {
      TH: '<p>สมัครได้เดือนละครั้ง ทีมงานจะตรวจสอบและมอบโบนัส ฿100 (สูงสุด ฿500) ทำเทิร์นโอเวอร์ 3 เท่า</p>',
      EN: '<p>Apply once a month. The team reviews your application and credits ฿100 (up to ฿500). Wager it 3 times.</p>',
    },
    config: { frequency: 'MONTHLY', turnover: { bonusMultiple: 3, depositMultiple: 0 }, reward: { amount: 10_000, maxAmount: 50_000 } },
  },
  {
    code: 'WEEKMISSION',
    type: 'MISSION',
    category: 'mission',
    sort: 40,
    startsIn: -2,
    endsIn: 5,
    art: { from: '#00c2ff', to: '#3d5afe', glyph: '★' },
    title: { TH: 'ภารกิจประจำสัปดาห์', EN: 'Weekly mission' },
    summary: { TH: 'เล่นครบ 5 เกมรับฟรีสปิน 20 ครั้ง', EN: 'Play 5 different games for 20 free spins' },
    content: {
      TH: '<p>เล่นเกมที่แตกต่างกัน 5 เกมภายในสัปดาห์ รับฟรีสปิน 20 ครั้ง</p>',
      EN: '<p>Play five different games within the week to earn 20 free spins.</p>',
    },
    config: { frequency: 'WEEKLY', reward: { tasks: [{ kind: 'ROUNDS', target: 5 }], amount: 2_000 } },
  },
  {
    code: 'DAILYMISSION',
    type: 'MISSION',
    category: 'mission',
    sort: 42,
    startsIn: -30,
    endsIn: null,
    art: { from: '#7f5af0', to: '#2cb67d', glyph: '✓' },
    title: { TH: 'ภารกิจประจำวัน', EN: 'Daily mission' },
    summary: { TH: 'ฝาก ฿100 และเล่น 3 รอบวันนี้ รับ ฿20', EN: 'Deposit ฿100 and play 3 rounds today for ฿20' },
    content: {
      TH: '<p>ฝากเงินอย่างน้อย ฿100 และเล่นเกมอย่างน้อย 3 รอบภายในวันนี้ (เวลาประเทศไทย) รับโบนัส ฿20 ที่ศูนย์รางวัล ทำเทิร์นโอเวอร์ 1 เท่า</p>',
      EN: '<p>Deposit at least ฿100 and play at least 3 rounds today (Thai time), then claim ฿20 in the reward centre. Wager it once.</p>',
    },
    config: {
      frequency: 'DAILY',
      turnover: { bonusMultiple: 1, depositMultiple: 0 },
      reward: {
        tasks: [
          { kind: 'DEPOSIT', target: 10_000 },
          { kind: 'ROUNDS', target: 3 },
        ],
        amount: 2_000,
      },
    },
  },
  {
    code: 'SONGKRAN',
    type: 'MANUAL',
    category: 'event',
    sort: 50,
    startsIn: 20,
    endsIn: 30,
    art: { from: '#00d4b1', to: '#0077ff', glyph: '💦' },
    title: { TH: 'เทศกาลสงกรานต์', EN: 'Songkran festival' },
    summary: { TH: 'กิจกรรมพิเศษเร็วๆ นี้', EN: 'A special event, coming soon' },
    content: { TH: '<p>รายละเอียดจะประกาศเร็วๆ นี้</p>', EN: '<p>Details will be announced soon.</p>' },
    config: { frequency: 'ONCE', reward: { amount: 5_000 } },
  },
  {
    code: 'WEEKLYRAFFLE',
    type: 'RAFFLE',
    category: 'event',
    sort: 40,
    startsIn: -1,
    endsIn: null,
    art: { from: '#3dd6c6', to: '#5b6cff', glyph: '🎟' },
    title: { TH: 'ลุ้นรางวัลประจำสัปดาห์', EN: 'Weekly raffle' },
    summary: {
      TH: 'ทุกยอดเดิมพัน ฿100 รับ 1 ตั๋ว ลุ้น ฿1,000 ตรวจสอบผลได้',
      EN: 'One ticket for every ฿100 you bet; win up to ฿1,000, a draw anyone can verify',
    },
    content: {
      TH: '<p>ทุกยอดเดิมพันที่ถูกต้อง ฿100 รับ 1 ตั๋ว จับรางวัลตามเวลาที่ประกาศ รางวัล ฿1,000 / ฿500 / ฿200 ทำเทิร์นโอเวอร์ 1 เท่า ผลการจับตรวจสอบได้ด้วย seed ที่เผยแพร่</p>',
      EN: '<p>Every ฿100 of valid bets gives one ticket. The draw is at the announced time: ฿1,000 / ฿500 / ฿200, wagered once. Anyone can verify the draw from its published seed.</p>',
    },
    // drawTime: a week after the first seed (seedPromotions sets it).
    config: {
      frequency: 'ONCE',
      turnover: { bonusMultiple: 1, depositMultiple: 0 },
      reward: { drawTime: 0, prizes: [100_000, 50_000, 20_000] },
    },
  },
  {
    code: 'RAFFLETICKET',
    type: 'TICKET',
    category: 'event',
    sort: 41,
    startsIn: -1,
    endsIn: null,
    art: { from: '#5b6cff', to: '#3dd6c6', glyph: '🎫' },
    title: { TH: 'ตั๋วลุ้นรางวัล', EN: 'Raffle tickets' },
    summary: { TH: 'เดิมพัน ฿100 รับตั๋ว 1 ใบ', EN: 'One raffle ticket for every ฿100 bet' },
    content: { TH: '<p>ตั๋วของลุ้นรางวัลประจำสัปดาห์</p>', EN: '<p>Tickets of the weekly raffle.</p>' },
    config: { frequency: 'ONCE', reward: { raffleCode: 'WEEKLYRAFFLE', source: 'TURNOVER', every: 10_000 } },
  },
];

// withdrawalsPerDay and withdrawMaxAmount (minor units) are what the withdrawal rules apply to a member of the level;
// the last figure is the month's turnover that keeps the level (product-rules 4.33).
const VIP = [
  [0, 'Bronze', 0, 0, { withdrawalsPerDay: 3, withdrawMaxAmount: 5_000_000, rebatePercent: 0.5, birthdayGift: 0 }, 0],
  [
    1,
    'Silver',
    500000,
    5000000,
    { withdrawalsPerDay: 5, withdrawMaxAmount: 10_000_000, rebatePercent: 0.6, birthdayGift: 10_000 },
    1_000_000,
  ],
  [
    2,
    'Gold',
    2000000,
    20000000,
    { withdrawalsPerDay: 8, withdrawMaxAmount: 20_000_000, rebatePercent: 0.7, birthdayGift: 30_000 },
    5_000_000,
  ],
  [
    3,
    'Platinum',
    10000000,
    100000000,
    { withdrawalsPerDay: 12, withdrawMaxAmount: 50_000_000, rebatePercent: 0.8, birthdayGift: 100_000 },
    20_000_000,
  ],
  [
    4,
    'Diamond',
    50000000,
    500000000,
    { withdrawalsPerDay: 20, withdrawMaxAmount: 100_000_000, rebatePercent: 1.0, birthdayGift: 500_000 },
    100_000_000,
  ],
] as const;

// Leader-board prizes of the demo merchant (product-rules 4.34): [board, span, amounts of places 1, 2, 3].
const PRIZES = [
  ['TURNOVER', 'DAY', [50_000, 20_000, 10_000]],
  ['TURNOVER', 'WEEK', [300_000, 150_000, 50_000]],
  ['TURNOVER', 'MONTH', [1_000_000, 500_000, 200_000]],
  ['DEPOSIT', 'WEEK', [200_000, 100_000, 50_000]],
  ['WIN', 'DAY', [30_000, 10_000, 5_000]],
] as const;

/** Demo activities (dates relative to the first seed) and VIP levels; idempotent. A demo row of an older seed gets its configuration once. */
export async function seedPromotions(db: Queryable): Promise<void> {
  const now = Date.now();
  for (const p of PROMOTIONS) {
    // The demo raffle draws a week after the first seed (a later seed keeps the stored row).
    const config = p.type === 'RAFFLE' ? { ...p.config, reward: { ...p.config.reward, drawTime: now + 7 * DAY } } : p.config;
    await db.query(
      `INSERT INTO promotions (merchant_code, code, type, category, title, summary, content, art, starts_at, ends_at, sort, config)
       VALUES ('DEMO', $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       ON CONFLICT (merchant_code, code) DO UPDATE SET config = EXCLUDED.config, summary = EXCLUDED.summary, content = EXCLUDED.content
       WHERE promotions.config = '{}'::jsonb`,
      [
        p.code,
        p.type,
        p.category,
        JSON.stringify(p.title),
        JSON.stringify(p.summary),
        JSON.stringify(p.content),
        JSON.stringify(p.art),
        new Date(now + p.startsIn * DAY),
        p.endsIn === null ? null : new Date(now + p.endsIn * DAY),
        p.sort,
        JSON.stringify(config),
      ],
    );
  }
  for (const [level, name, deposit, turnover, benefits, keep] of VIP) {
    await db.query(
      `INSERT INTO vip_levels (merchant_code, level, name, deposit_required, turnover_required, benefits, keep_turnover) VALUES ('DEMO', $1, $2, $3, $4, $5, $6)
       ON CONFLICT (merchant_code, level) DO UPDATE SET keep_turnover = EXCLUDED.keep_turnover WHERE vip_levels.keep_turnover = 0`,
      [level, name, deposit, turnover, JSON.stringify(benefits), keep],
    );
  }
  for (const [board, span, amounts] of PRIZES) {
    for (const [i, amount] of amounts.entries()) {
      await db.query(
        `INSERT INTO leader_board_prizes (merchant_code, board, span, rank, amount) VALUES ('DEMO', $1, $2, $3, $4) ON CONFLICT DO NOTHING`,
        [board, span, i + 1, amount],
      );
    }
  }
}
