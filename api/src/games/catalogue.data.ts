/**
 * The demo catalogue: every category of product-rules 3 with several vendors and TH/EN names. Names are made up for the
 * demo; vendor codes follow the platform (product-rules 3 esport and cockfight vendor lists, in-house vendor BGS).
 *
 * Stable ids other code relies on: the in-house games are
 *   bgs-slot, bgs-roulette, bgs-baccarat (nodeId = gameId), vendor BGS, type INHOUSE.
 * Lottery entries carry the lottery gateway's game ids (lottery_games.id) as gameId.
 */
export interface VendorSeed {
  vassalage: string;
  category: string;
  displayName: string;
  accountTypeName: string;
}

export interface GameSeed {
  nodeId: string;
  gameId: string;
  roomId?: string;
  vassalage: string;
  gameType: string;
  classify: string;
  en: string;
  th: string;
  roomType?: 'FREE' | 'VIP' | 'PPV';
  minBet?: number;
  minLine?: number;
  isNew?: boolean;
  hotRank?: number;
  lottoMode?: string;
}

const v = (vassalage: string, category: string, displayName: string, accountTypeName = vassalage): VendorSeed => ({
  vassalage,
  category,
  displayName,
  accountTypeName,
});

/** The vendor mapping. Cockfight vendors come listed under SPORTS, as the platform feed has them (product-rules 4 moves them). */
export const VENDORS: VendorSeed[] = [
  v('SA', 'LIVE', 'SA Gaming', 'SA_LIVE'),
  v('AE', 'LIVE', 'Sexy Baccarat', 'AE_SEXY'),
  v('EVO', 'LIVE', 'Evolution', 'EVO_LIVE'),
  v('WM', 'LIVE', 'WM Casino', 'WM_LIVE'),
  v('PPL', 'LIVE', 'Pragmatic Live', 'PP_LIVE'),
  v('PG', 'RNG', 'PG Soft', 'PG_SLOT'),
  v('PP', 'RNG', 'Pragmatic Play', 'PP_SLOT'),
  v('JOKER', 'RNG', 'Joker Gaming', 'JOKER_SLOT'),
  v('JILI', 'RNG', 'JILI', 'JILI_SLOT'),
  v('SG', 'RNG', 'Spadegaming', 'SG_SLOT'),
  v('JILI', 'FISH', 'JILI', 'JILI_FISH'),
  v('JOKER', 'FISH', 'Joker Gaming', 'JOKER_FISH'),
  v('SG', 'FISH', 'Spadegaming', 'SG_FISH'),
  v('CQ9', 'FISH', 'CQ9', 'CQ9_FISH'),
  v('KM', 'PVP', 'Kingmaker', 'KM_PVP'),
  v('JILI', 'PVP', 'JILI', 'JILI_PVP'),
  v('V8', 'PVP', 'V8 Poker', 'V8_PVP'),
  v('SBO', 'SPORTS', 'SBOBET', 'SBO_SPORTS'),
  v('SABA', 'SPORTS', 'SABA Sports', 'SABA_SPORTS'),
  v('UG', 'SPORTS', 'UG Sports', 'UG_SPORTS'),
  v('SV3', 'SPORTS', 'SV388', 'SV3_COCK'),
  v('DS88', 'SPORTS', 'DS88 Sabong', 'DS88_COCK'),
  v('DIG', 'SPORTS', 'Digmaan', 'DIG_COCK'),
  v('WGB', 'SPORTS', 'WGB Cockfight', 'WGB_COCK'),
  v('AV', 'ESPORTS', 'AV Esports', 'AV_ESPORTS'),
  v('AI', 'ESPORTS', 'AI Esports', 'AI_ESPORTS'),
  v('IMES', 'ESPORTS', 'IM Esports', 'IM_ESPORTS'),
  v('TF', 'ESPORTS', 'TF Gaming', 'TF_ESPORTS'),
  v('IA', 'ESPORTS', 'IA Esports', 'IA_ESPORTS'),
  v('TCG_LOTTO', 'LOTT', 'TCG Lotto', 'TCG_LOTTO'),
  v('TCG_LOTTO_VN', 'ELOTT', 'TCG Lotto VN', 'TCG_LOTTO_VN'),
  v('BGS', 'INHOUSE', 'Royal Originals', 'BGS'),
];

type Row = [en: string, th: string, classify: string, extra?: Partial<GameSeed>];

function vendorGames(vassalage: string, gameType: string, prefix: string, rows: Row[]): GameSeed[] {
  return rows.map(([en, th, classify, extra], i) => ({
    nodeId: `${prefix}-${i + 1}`,
    gameId: `${prefix.toUpperCase()}${1001 + i}`,
    vassalage,
    gameType,
    classify,
    en,
    th,
    ...extra,
  }));
}

/** A heads-up Hold'em table of blinds sb/2sb (whole baht). */
const holdem = (sb: number, extra: Partial<GameSeed> = {}): Row => [
  `Heads-up Hold\u2019em ${sb}/${sb * 2}`,
  `โฮลเด็มตัวต่อตัว ${sb}/${sb * 2}`,
  'POKER',
  { minBet: sb * 2 * 100, ...extra },
];

const room = (roomType: 'FREE' | 'VIP' | 'PPV', minBet: number, extra: Partial<GameSeed> = {}): Partial<GameSeed> => ({
  roomType,
  minBet,
  ...extra,
});

export const GAMES: GameSeed[] = [
  // In-house (vendor BGS): real games played by the API. Ids are fixed: see the header comment.
  {
    nodeId: 'bgs-slot',
    gameId: 'bgs-slot',
    vassalage: 'BGS',
    gameType: 'INHOUSE',
    classify: 'SLOT',
    en: 'Royal Fortune Reels',
    th: 'รอยัลฟอร์จูนรีล',
    minBet: 2000,
    minLine: 20,
    hotRank: 1,
    isNew: true,
  },
  {
    nodeId: 'bgs-roulette',
    gameId: 'bgs-roulette',
    vassalage: 'BGS',
    gameType: 'INHOUSE',
    classify: 'ROULETTE',
    en: 'Royal European Roulette',
    th: 'รูเล็ตยุโรปรอยัล',
    minBet: 100,
    hotRank: 2,
    isNew: true,
  },
  {
    nodeId: 'bgs-baccarat',
    gameId: 'bgs-baccarat',
    vassalage: 'BGS',
    gameType: 'INHOUSE',
    classify: 'BACCARAT',
    en: 'Royal Baccarat',
    th: 'บาคาร่ารอยัล',
    minBet: 100,
    hotRank: 3,
    isNew: true,
  },

  ...vendorGames('SA', 'LIVE', 'sa', [
    ['Baccarat Room 1', 'บาคาร่า ห้อง 1', 'BACCARAT', room('FREE', 1000, { hotRank: 4 })],
    ['Baccarat Room 2', 'บาคาร่า ห้อง 2', 'BACCARAT', room('VIP', 50000)],
    ['Dragon Tiger', 'เสือมังกร', 'DRAGON_TIGER', room('FREE', 1000)],
    ['Sic Bo Deluxe', 'ไฮโลดีลักซ์', 'SICBO', room('PPV', 2000)],
    ['Speed Roulette', 'รูเล็ตสปีด', 'ROULETTE', room('FREE', 500)],
  ]),
  ...vendorGames('AE', 'LIVE', 'ae', [
    ['Sexy Baccarat Classic', 'เซ็กซี่บาคาร่า คลาสสิก', 'BACCARAT', room('FREE', 1000, { hotRank: 5 })],
    ['Sexy Baccarat Squeeze', 'เซ็กซี่บาคาร่า บีบไพ่', 'BACCARAT', room('VIP', 20000)],
    ['Sexy Roulette', 'เซ็กซี่รูเล็ต', 'ROULETTE', room('FREE', 500)],
    ['Thai Hi-Lo', 'ไฮโลไทย', 'SICBO', room('PPV', 1000, { isNew: true })],
  ]),
  ...vendorGames('EVO', 'LIVE', 'evo', [
    ['Lightning Baccarat Hall', 'ห้องบาคาร่าสายฟ้า', 'BACCARAT', room('VIP', 10000, { hotRank: 6 })],
    ['Immersive Roulette Hall', 'ห้องรูเล็ตสมจริง', 'ROULETTE', room('FREE', 500)],
    ['Roulette Show Hall', 'ห้องรูเล็ตโชว์', 'ROULETTE', room('PPV', 1000, { isNew: true })],
    ['Super Sic Bo Table A', 'ซูเปอร์ไฮโล โต๊ะ A', 'SICBO', room('VIP', 5000)],
  ]),
  ...vendorGames('WM', 'LIVE', 'wm', [
    ['WM Baccarat', 'ดับเบิลยูเอ็ม บาคาร่า', 'BACCARAT', room('FREE', 1000)],
    ['WM Sic Bo', 'ดับเบิลยูเอ็ม ไฮโล', 'SICBO', room('FREE', 1000)],
    ['WM Roulette', 'ดับเบิลยูเอ็ม รูเล็ต', 'ROULETTE', room('PPV', 2000)],
  ]),
  ...vendorGames('PPL', 'LIVE', 'ppl', [
    ['Mega Baccarat', 'เมกะบาคาร่า', 'BACCARAT', room('FREE', 1000)],
    ['Mega Roulette Live', 'เมกะรูเล็ตสด', 'ROULETTE', room('VIP', 5000)],
    ['Mega Sic Bo', 'เมกะไฮโล', 'SICBO', room('PPV', 1000)],
  ]),

  ...vendorGames('PG', 'RNG', 'pg', [
    ['Mahjong Dragon Road', 'เส้นทางมังกรไพ่นกกระจอก', 'SLOT', { hotRank: 7, minLine: 1024 }],
    ['Fortune Tiger Gold', 'เสือทองนำโชค', 'SLOT', { hotRank: 8 }],
    ['Aztec Treasure Hunt', 'ล่าสมบัติแอซเท็ก', 'SLOT', {}],
    ['Lucky Cat Parade', 'ขบวนแมวนำโชค', 'SLOT', { isNew: true }],
    ['God of Wealth Wins', 'เทพเจ้าแห่งโชคลาภ', 'SLOT', { hotRank: 9 }],
    ['Dragon Egg Hatch', 'ไข่มังกรฟักทอง', 'SLOT', {}],
    ['Wild Desert Bandit', 'โจรทะเลทรายป่าเถื่อน', 'SLOT', { isNew: true }],
    ['Golden Elephant Temple', 'วิหารช้างทอง', 'SLOT', {}],
  ]),
  ...vendorGames('PP', 'RNG', 'pp', [
    ['Olympus Thunder', 'สายฟ้าแห่งโอลิมปัส', 'SLOT', { hotRank: 10 }],
    ['Candy Bonanza Blast', 'ขนมหวานระเบิดรางวัล', 'SLOT', { hotRank: 11 }],
    ['Big Bass Lagoon', 'บึงปลากะพงยักษ์', 'SLOT', {}],
    ['Starlight Princess Tower', 'หอคอยเจ้าหญิงแสงดาว', 'SLOT', { isNew: true }],
    ['Buffalo King Plains', 'ทุ่งราชาควายป่า', 'SLOT', {}],
    ['Fruit Party Deluxe', 'ปาร์ตี้ผลไม้ดีลักซ์', 'SLOT', {}],
  ]),
  ...vendorGames('JOKER', 'RNG', 'joker', [
    ['Roma Legion', 'กองทัพโรมา', 'SLOT', { hotRank: 12 }],
    ['Lucky Lion Dance', 'เชิดสิงโตนำโชค', 'SLOT', {}],
    ['Burning Pearl', 'ไข่มุกไฟลุก', 'SLOT', {}],
    ['Panda Bamboo Forest', 'ป่าไผ่แพนด้า', 'SLOT', { isNew: true }],
    ['Highway Kings Road', 'ถนนราชาทางหลวง', 'SLOT', {}],
  ]),
  ...vendorGames('JILI', 'RNG', 'jili', [
    ['Super Ace Joker', 'ซูเปอร์เอซโจ๊กเกอร์', 'SLOT', { hotRank: 13 }],
    ['Money Coming Express', 'เงินมาด่วน', 'SLOT', {}],
    ['Golden Empire Gate', 'ประตูอาณาจักรทอง', 'SLOT', {}],
    ['Boxing King Champion', 'แชมป์ราชามวย', 'SLOT', { isNew: true }],
    ['Crazy 777 Classic', '777 สุดมันส์ คลาสสิก', 'SLOT', {}],
  ]),
  ...vendorGames('SG', 'RNG', 'sg', [
    ['Gold Panther Night', 'เสือดำทองยามค่ำ', 'SLOT', {}],
    ['Fiery Sevens Spin', 'เจ็ดเพลิงหมุนรวย', 'SLOT', {}],
    ['Lucky Koi Pond', 'บ่อปลาคาร์ฟนำโชค', 'SLOT', { isNew: true }],
    ['Brothers Kingdom', 'อาณาจักรสามพี่น้อง', 'SLOT', {}],
  ]),

  ...vendorGames('JILI', 'FISH', 'jilifish', [
    ['Ocean King Jackpot', 'ราชาแห่งท้องทะเลแจ็กพอต', 'FISH', { hotRank: 14 }],
    ['Dragon Fortune Fishing', 'ตกปลามังกรนำโชค', 'FISH', {}],
    ['Mega Fishing Arena', 'สนามยิงปลาเมกะ', 'FISH', { isNew: true }],
  ]),
  ...vendorGames('JOKER', 'FISH', 'jokerfish', [
    ['Fish Hunter Spongebob Sea', 'นักล่าปลาทะเลลึก', 'FISH', {}],
    ['Fish Haiba', 'ไห่ป้าล่าปลา', 'FISH', {}],
    ['Cai Shen Fishing', 'ไฉ่ซิงยิงปลา', 'FISH', {}],
  ]),
  ...vendorGames('SG', 'FISH', 'sgfish', [
    ['Alien Hunter', 'นักล่าเอเลี่ยน', 'FISH', {}],
    ['Zombie Party Fishing', 'ปาร์ตี้ซอมบี้ยิงปลา', 'FISH', { isNew: true }],
  ]),
  ...vendorGames('CQ9', 'FISH', 'cq9fish', [
    ['Paradise Reef', 'แนวปะการังสวรรค์', 'FISH', {}],
    ['Lucky Fishing Boat', 'เรือประมงนำโชค', 'FISH', {}],
  ]),

  // The PVP vendors' games are the demo vendor's heads-up Hold'em tables (docs/games.md, "Heads-up poker"): one per
  // stakes, the big blind as the minimum bet (minor units). The rows kept their node and game ids when they were
  // renamed from the vendors' other card games.
  ...vendorGames('KM', 'PVP', 'km', [holdem(5, { hotRank: 15 }), holdem(10), holdem(25), holdem(50, { isNew: true })]),
  ...vendorGames('JILI', 'PVP', 'jilipvp', [holdem(10), holdem(50), holdem(100)]),
  ...vendorGames('V8', 'PVP', 'v8', [holdem(5), holdem(25), holdem(250)]),

  // Sports, e-sports and cockfight vendors open their own lobby: one entry per vendor.
  ...vendorGames('SBO', 'SPORTS', 'sbo', [['SBOBET Sportsbook', 'เอสบีโอเบ็ท กีฬา', 'SPORTSBOOK', { hotRank: 16 }]]),
  ...vendorGames('SABA', 'SPORTS', 'saba', [['SABA Sportsbook', 'ซาบา กีฬา', 'SPORTSBOOK', {}]]),
  ...vendorGames('UG', 'SPORTS', 'ug', [
    ['UG Sportsbook', 'ยูจี กีฬา', 'SPORTSBOOK', {}],
    ['UG Virtual Football', 'ฟุตบอลเสมือนจริง ยูจี', 'VIRTUAL', { isNew: true }],
  ]),
  ...vendorGames('SV3', 'SPORTS', 'sv3', [['SV388 Cockfight Arena', 'สนามไก่ชน SV388', 'COCKFIGHT', { hotRank: 17 }]]),
  ...vendorGames('DS88', 'SPORTS', 'ds88', [['DS88 Sabong Live', 'ไก่ชนสด DS88', 'COCKFIGHT', {}]]),
  ...vendorGames('DIG', 'SPORTS', 'dig', [['Digmaan Derby', 'ดิกมาอันดาร์บี้', 'COCKFIGHT', {}]]),
  ...vendorGames('WGB', 'SPORTS', 'wgb', [['WGB Cockfight Ring', 'สังเวียนไก่ชน WGB', 'COCKFIGHT', {}]]),
  ...vendorGames('AV', 'ESPORTS', 'av', [['AV Esports Arena', 'สนามอีสปอร์ต AV', 'ESPORTS', {}]]),
  ...vendorGames('AI', 'ESPORTS', 'ai', [['AI Esports Hub', 'ศูนย์อีสปอร์ต AI', 'ESPORTS', {}]]),
  ...vendorGames('IMES', 'ESPORTS', 'imes', [['IM Esports', 'ไอเอ็ม อีสปอร์ต', 'ESPORTS', { hotRank: 18 }]]),
  ...vendorGames('TF', 'ESPORTS', 'tf', [['TF Gaming Esports', 'ทีเอฟ เกมมิ่ง อีสปอร์ต', 'ESPORTS', {}]]),
  ...vendorGames('IA', 'ESPORTS', 'ia', [['IA Esports Live', 'ไอเอ อีสปอร์ตสด', 'ESPORTS', { isNew: true }]]),

  // Every lottery game (api/src/lottery/lottery.seed.ts draws them) is listed here: its name and vendor are these.
  ...vendorGames('TCG_LOTTO', 'LOTT', 'lott', [
    ['Thai lotto 1 minute', 'หวยไทย 1 นาที', 'LOTTERY', { gameId: 'TH1M', lottoMode: 'Lott', hotRank: 19, isNew: true }],
    ['Thai lotto 3 minutes', 'หวยไทย 3 นาที', 'LOTTERY', { gameId: 'TH3M', lottoMode: 'Lott' }],
    ['Hai Phong', 'หวยไฮฟอง', 'VN_LOTTERY', { gameId: 'VN_HAIPHONG', lottoMode: 'Lott' }],
    ['Hue', 'หวยเว้', 'VN_LOTTERY', { gameId: 'VN_HUE', lottoMode: 'Lott' }],
    ['ZY lotto 2 minutes', 'หวยจีน ZY 2 นาที', 'LOTTERY', { gameId: 'ZY2M', lottoMode: 'ZY' }],
    ['Can Tho', 'หวยเกิ่นเทอ', 'VN_LOTTERY', { gameId: 'VN_CANTHO', lottoMode: 'ZY' }],
  ]),
  ...vendorGames('TCG_LOTTO_VN', 'ELOTT', 'elott', [
    ['E-lottery 1 minute', 'หวยออนไลน์ 1 นาที', 'LOTTERY', { gameId: 'EL1M', lottoMode: 'Elott', isNew: true }],
    ['E-lottery 5 minutes', 'หวยออนไลน์ 5 นาที', 'LOTTERY', { gameId: 'EL5M', lottoMode: 'Elott' }],
    ['Hanoi (Mien Bac)', 'หวยฮานอย', 'VN_LOTTERY', { gameId: 'VN_HANOI', lottoMode: 'Elott' }],
    ['Da Nang (Mien Trung)', 'หวยดานัง', 'VN_LOTTERY', { gameId: 'VN_DANANG', lottoMode: 'Elott' }],
    ['Ho Chi Minh City (Mien Nam)', 'หวยโฮจิมินห์', 'VN_LOTTERY', { gameId: 'VN_HCM', lottoMode: 'Elott' }],
  ]),
];

/** Demo winners (customer names are masked accounts). Amounts in minor units. */
export const WINNER_SEEDS: Array<{ nodeId: string; customerName: string; winAmount: number; minutesAgo: number }> = [
  { nodeId: 'pg-1', customerName: 'som***88', winAmount: 12_845_000, minutesAgo: 3 },
  { nodeId: 'bgs-slot', customerName: 'nut***21', winAmount: 4_520_000, minutesAgo: 6 },
  { nodeId: 'sa-1', customerName: 'ake***09', winAmount: 9_875_050, minutesAgo: 9 },
  { nodeId: 'pp-1', customerName: 'pim***77', winAmount: 7_310_000, minutesAgo: 12 },
  { nodeId: 'jili-1', customerName: 'ton***56', winAmount: 2_100_000, minutesAgo: 15 },
  { nodeId: 'jilifish-1', customerName: 'bee***30', winAmount: 1_560_000, minutesAgo: 18 },
  { nodeId: 'bgs-roulette', customerName: 'kai***12', winAmount: 3_600_000, minutesAgo: 21 },
  { nodeId: 'evo-1', customerName: 'mek***45', winAmount: 15_200_000, minutesAgo: 25 },
  { nodeId: 'km-1', customerName: 'por***93', winAmount: 860_000, minutesAgo: 31 },
  { nodeId: 'pg-5', customerName: 'fah***68', winAmount: 5_480_000, minutesAgo: 36 },
  { nodeId: 'sbo-1', customerName: 'jay***14', winAmount: 2_985_000, minutesAgo: 40 },
  { nodeId: 'bgs-baccarat', customerName: 'oil***02', winAmount: 1_950_000, minutesAgo: 44 },
  { nodeId: 'joker-1', customerName: 'nam***39', winAmount: 1_205_000, minutesAgo: 50 },
  { nodeId: 'sv3-1', customerName: 'boy***71', winAmount: 640_000, minutesAgo: 55 },
  { nodeId: 'pp-2', customerName: 'mint***8', winAmount: 3_330_000, minutesAgo: 61 },
  { nodeId: 'ae-1', customerName: 'golf***5', winAmount: 6_120_000, minutesAgo: 67 },
  { nodeId: 'lott-1', customerName: 'dao***66', winAmount: 24_000_000, minutesAgo: 73 },
  { nodeId: 'pg-2', customerName: 'aom***25', winAmount: 980_000, minutesAgo: 80 },
  { nodeId: 'sg-1', customerName: 'win***47', winAmount: 450_000, minutesAgo: 88 },
  { nodeId: 'imes-1', customerName: 'max***11', winAmount: 720_000, minutesAgo: 95 },
  { nodeId: 'elott-1', customerName: 'pui***90', winAmount: 1_130_000, minutesAgo: 101 },
  { nodeId: 'jokerfish-2', customerName: 'lek***33', winAmount: 390_000, minutesAgo: 110 },
];
