import type { Queryable } from '../db/db';
import { upsertAnnouncement, type AnnouncementSeed } from './announcements.repository';

/** Demo announcements, banners and pop-ups for the DEMO merchant (idempotent by seed key). */
export const ANNOUNCEMENT_SEEDS: AnnouncementSeed[] = [
  {
    key: 'banner-welcome',
    type: 'B',
    groupName: 'm_home',
    sort: 10,
    redirect: '/m/activity',
    th: ['โบนัสต้อนรับ 100%', 'ฝากครั้งแรกรับเพิ่มสูงสุด 5,000 บาท'],
    en: ['100% Welcome bonus', 'Up to ฿5,000 on your first deposit'],
  },
  {
    key: 'banner-originals',
    type: 'B',
    groupName: 'm_home',
    sort: 20,
    redirect: '/m/inHouse',
    th: ['เกมรอยัลออริจินัล', 'ตรวจสอบความยุติธรรมได้ทุกรอบ'],
    en: ['Royal Originals', 'Provably fair, every round'],
  },
  {
    key: 'banner-slots',
    type: 'B',
    groupName: 'm_home',
    sort: 30,
    redirect: '/m/slot-games',
    th: ['สล็อตใหม่ทุกสัปดาห์', 'ฟรีสปินสำหรับสมาชิก VIP'],
    en: ['New slots every week', 'Free spins for VIP members'],
  },
  {
    key: 'banner-telegram',
    type: 'B',
    groupName: 'm_home',
    sort: 40,
    externalLink: 'https://t.me/royalwin_support',
    th: ['ติดต่อเราทาง Telegram', 'บริการตลอด 24 ชั่วโมง'],
    en: ['Talk to us on Telegram', 'Open 24 hours a day'],
  },
  {
    key: 'banner-register',
    type: 'B',
    groupName: 'm_reg',
    sort: 10,
    redirect: '/m/register',
    th: ['สมัครวันนี้', 'รับเครดิตทดลองเล่นฟรี'],
    en: ['Join today', 'Free trial credit'],
  },
  {
    key: 'notice-maintenance',
    type: 'PL',
    sort: 10,
    th: [
      'แจ้งปิดปรับปรุงระบบ SA Gaming วันที่ 25 พ.ย. เวลา 10:00-12:00 น.',
      '<p>ผู้ให้บริการ SA Gaming จะปิดปรับปรุงระบบตามเวลาดังกล่าว ยอดคงเหลือของท่านปลอดภัย</p>',
    ],
    en: [
      'SA Gaming maintenance on 25 Nov, 10:00-12:00',
      '<p>SA Gaming will be down for maintenance at that time. Your balance is safe.</p>',
    ],
  },
  {
    key: 'notice-deposit',
    type: 'PL',
    sort: 20,
    th: ['ฝาก-ถอนอัตโนมัติ ภายใน 1 นาที ตลอด 24 ชั่วโมง', '<p>ระบบฝากถอนอัตโนมัติพร้อมให้บริการทุกวัน</p>'],
    en: ['Automatic deposits and withdrawals within 1 minute, 24/7', '<p>Automatic banking is available every day.</p>'],
  },
  {
    key: 'notice-originals',
    type: 'PL',
    sort: 30,
    th: ['เปิดตัวเกมรอยัลออริจินัล: สล็อต รูเล็ต และบาคาร่า', '<p>ตรวจสอบผลทุกรอบได้ด้วยระบบ Provably Fair</p>'],
    en: ['Royal Originals are live: slot, roulette and baccarat', '<p>Verify every round with provably fair seeds.</p>'],
  },
  {
    key: 'notice-security',
    type: 'PL',
    sort: 40,
    th: ['โปรดระวังมิจฉาชีพ ทีมงานจะไม่ขอรหัสผ่านของท่าน', '<p>อย่าเปิดเผยรหัสผ่านหรือรหัส OTP แก่ผู้ใด</p>'],
    en: ['Beware of scams: we never ask for your password', '<p>Never share your password or OTP with anyone.</p>'],
  },
  {
    key: 'popup-weekend',
    type: 'PU',
    sort: 10,
    th: ['คืนยอดเสีย 10% ทุกวันจันทร์', '<p>รับคืนยอดเสียสูงสุด 10% จากสล็อตและยิงปลา</p>'],
    en: ['10% cashback every Monday', '<p>Get up to 10% back on slot and fishing losses.</p>'],
  },
  {
    key: 'promo-vip',
    type: 'PR',
    sort: 10,
    redirect: '/m/member/benefits',
    th: ['สิทธิพิเศษ VIP', '<p>เลื่อนระดับ VIP รับโบนัสอัปเกรด</p>'],
    en: ['VIP privileges', '<p>Level up for an upgrade bonus.</p>'],
  },
  {
    key: 'promo-invite',
    type: 'PR',
    sort: 20,
    redirect: '/m/inviteFriends',
    th: ['ชวนเพื่อนรับค่าคอม', '<p>รับค่าคอมมิชชั่นจากเพื่อนที่ท่านชวน</p>'],
    en: ['Invite friends, earn commission', '<p>Earn from every friend you invite.</p>'],
  },
  {
    key: 'hot-jackpot',
    type: 'H',
    sort: 10,
    th: ['แจ็กพอตแตกแล้ววันนี้ 24 ล้านบาท', '<p>ยินดีด้วยกับผู้โชคดี</p>'],
    en: ['Jackpot paid today: ฿24 million', '<p>Congratulations to the winner.</p>'],
  },
];

export async function seedContent(db: Queryable): Promise<void> {
  for (const a of ANNOUNCEMENT_SEEDS) await upsertAnnouncement(db, 'DEMO', a);
}
