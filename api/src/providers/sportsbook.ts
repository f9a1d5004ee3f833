import crypto from 'node:crypto';
import { fairRandom, hashServerSeed, type RandomSource } from '../games/bgs/fair';

/**
 * The demo vendor's sportsbook and e-sports book (docs/games.md, "Sportsbook and e-sports"): fixtures, live scores,
 * results and prices are functions of the vendor's secret and the clock, so every player sees the same board and
 * the server keeps no match state.
 *
 * - Each sport has a slot length: match n of a sport kicks off at n * slotMs + offsetMs of Unix time, its id is
 *   <code><n> (FB29513000). Its server seed is HMAC-SHA256(vendor secret, `sports:<match id>`); the SHA-256 of the
 *   seed is shown before kick-off, the seed once the result is published. The platform's fair stream
 *   (games/bgs/fair.ts, client seed = match id, nonce 0) draws the teams, then the result, then whether the match
 *   is abandoned (about one in fifty): anyone holding the revealed seed can draw the match again.
 * - Football: each side's goals are Poisson (means from the teams' ratings and home advantage), each goal at a
 *   uniform minute 1..90. Basketball: each side's points are Poisson (about 108), each point at a uniform second of
 *   the 48 minutes; a tie after regulation goes to an overtime whose points are Poisson (5/48 of the mean), drawn
 *   again until it has a leader. E-sports: best of three maps, each won by the home side with the probability from
 *   the ratings.
 * - Prices are the exact probabilities of that same model given the state now (the score and the time left), with
 *   one margin: each selection returns 1 / OVERROUND of its stake on average (a push counted as the stake back),
 *   rounded down to two decimals; a selection under 1.05 is not offered. So the prices move in play, each minute
 *   and with each goal, and the realised margin of every market is the stated one (bench/sportsbook.mjs).
 */
export type Book = 'SPORTS' | 'ESPORTS';
export type Sport = 'football' | 'basketball' | 'dota2' | 'cs2' | 'lol' | 'valorant';
export type Market = '1X2' | 'ML' | 'AH' | 'OU' | 'MH';
export type Outcome = 'home' | 'draw' | 'away' | 'over' | 'under';
export type MatchStatus = 'upcoming' | 'live' | 'finished';

/** Every price returns 1 / OVERROUND of the stake on average: a margin of 1 - 1/1.05 = 4.76% per selection. */
export const OVERROUND = 1.05;
export const STATED_RETURN = 1 / OVERROUND;
export const MIN_ODDS = 105;
export const MAX_ODDS = 5000;
export const ABANDON_PER_MILLE = 20;
/** How far ahead the board lists upcoming matches. */
export const UPCOMING_MS = 4 * 3600_000;

const MINUTE = 60_000;
interface SportModel {
  code: string;
  kind: 'goals' | 'points' | 'maps';
  slotMs: number;
  offsetMs: number;
  teams: readonly string[];
  leagues: readonly string[];
}

const FOOTBALL_TEAMS = [
  'Chao Phraya United',
  'Andaman Rovers',
  'Lanna City',
  'Isan Thunder',
  'Gulf Mariners',
  'Korat Lions',
  'Mekong Rangers',
  'Siam Athletic',
  'Khao Yai Wanderers',
  'Phuket Harbour',
  'Ayutthaya Royals',
  'Songkhla Sharks',
  'Rayong Steel',
  'Udon Falcons',
  'Chanthaburi Gems',
  'Hua Hin Albion',
];
const BASKETBALL_TEAMS = [
  'Bangkok Monsoons',
  'Chiang Mai Peaks',
  'Pattaya Surge',
  'Khon Kaen Blaze',
  'Hat Yai Hornets',
  'Nonthaburi Knights',
  'Samui Waves',
  'Lampang Elephants',
  'Trang Storm',
  'Surat Comets',
  'Nakhon Owls',
  'Krabi Cliffs',
];
const ESPORTS_TEAMS = [
  'Neon Tigers',
  'Void Runners',
  'Saffron Five',
  'Team Monsoon',
  'Lotus Reign',
  'Iron Nagas',
  'Pixel Garuda',
  'Night Kites',
  'Blue Orchid',
  'Zero Ping',
  'Red Temple',
  'Glass Cannons',
  'Silent Mantis',
  'Orbit Kings',
];
const MODELS: Record<Sport, SportModel> = {
  football: { code: 'FB', kind: 'goals', slotMs: 20 * MINUTE, offsetMs: 0, teams: FOOTBALL_TEAMS, leagues: ['Siam Premier', 'Mekong Cup'] },
  basketball: {
    code: 'BK',
    kind: 'points',
    slotMs: 30 * MINUTE,
    offsetMs: 5 * MINUTE,
    teams: BASKETBALL_TEAMS,
    leagues: ['Thai Hoops League'],
  },
  dota2: { code: 'D2', kind: 'maps', slotMs: 45 * MINUTE, offsetMs: 10 * MINUTE, teams: ESPORTS_TEAMS, leagues: ['Dota 2 Asia Masters'] },
  cs2: { code: 'CS', kind: 'maps', slotMs: 45 * MINUTE, offsetMs: 25 * MINUTE, teams: ESPORTS_TEAMS, leagues: ['CS2 Pacific Series'] },
  lol: { code: 'LL', kind: 'maps', slotMs: 45 * MINUTE, offsetMs: 40 * MINUTE, teams: ESPORTS_TEAMS, leagues: ['LoL SEA Split'] },
  valorant: {
    code: 'VL',
    kind: 'maps',
    slotMs: 45 * MINUTE,
    offsetMs: 15 * MINUTE,
    teams: ESPORTS_TEAMS,
    leagues: ['Valorant Challengers TH'],
  },
};
export const BOOK_SPORTS: Record<Book, readonly Sport[]> = {
  SPORTS: ['football', 'basketball'],
  ESPORTS: ['dota2', 'cs2', 'lol', 'valorant'],
};
export const SPORTS = Object.keys(MODELS) as Sport[];
export const MARKETS_OF: Record<SportModel['kind'], readonly Market[]> = {
  goals: ['1X2', 'AH', 'OU'],
  points: ['ML', 'AH', 'OU'],
  maps: ['ML', 'MH', 'OU'],
};

/** Real time: football 45 + 15 (half time) + 45 minutes; basketball 2 s a game second (96 min, 10 more for overtime); maps 35 min + 5 between. */
const FOOTBALL_MS = 105 * MINUTE;
const BASKETBALL_MS = 96 * MINUTE;
const OVERTIME_MS = 10 * MINUTE;
const MAP_MS = 35 * MINUTE;
const MAP_BREAK_MS = 5 * MINUTE;
const BK_SECONDS = 48 * 60;

export interface Fixture {
  matchId: string;
  sport: Sport;
  slot: number;
  league: string;
  home: string;
  away: string;
  kickoff: number;
}

/** The drawn match: its teams' means, the events and their times, and the result. */
export interface DrawnMatch extends Fixture {
  /** goals or points: expected per side; maps: the home side's chance to take a map. */
  homeMean: number;
  awayMean: number;
  /** goals: minute 1..90; points: game second 1..2880; maps: 'home' | 'away' in play order. */
  homeTimes: number[];
  awayTimes: number[];
  maps: ('home' | 'away')[];
  overtime: { home: number; away: number } | null;
  final: { home: number; away: number };
  finishedAt: number;
  abandoned: boolean;
}

export const modelOf = (sport: Sport) => MODELS[sport];
export const matchIdOf = (sport: Sport, slot: number) => `${MODELS[sport].code}${slot}`;
export const kickoffOf = (sport: Sport, slot: number) => slot * MODELS[sport].slotMs + MODELS[sport].offsetMs;

export function parseMatchId(matchId: string): { sport: Sport; slot: number } | null {
  const m = /^([A-Z0-9]{2})(\d{1,12})$/.exec(matchId);
  if (!m) return null;
  const sport = SPORTS.find((s) => MODELS[s].code === m[1]);
  return sport ? { sport, slot: Number(m[2]) } : null;
}

export const serverSeedOf = (secret: string, matchId: string) =>
  crypto.createHmac('sha256', secret).update(`sports:${matchId}`).digest('hex');
export const commitmentOf = (secret: string, matchId: string) => hashServerSeed(serverSeedOf(secret, matchId));

/** A team's strength in [-0.5, 0.5], fixed by its name (the same team is as strong in every match). */
function ratingOf(team: string): number {
  return crypto.createHash('sha256').update(team).digest()[0] / 255 - 0.5;
}

const uniform = (r: RandomSource) => (r.int(0x40000000) + 0.5) / 0x40000000;
/** A Poisson draw by inversion of its distribution function. */
function poisson(r: RandomSource, mean: number): number {
  const u = uniform(r);
  let k = 0;
  let p = Math.exp(-mean);
  let cdf = p;
  while (u > cdf && k < 1000) {
    k++;
    p *= mean / k;
    cdf += p;
  }
  return k;
}

function meansOf(sport: Sport, home: string, away: string): { homeMean: number; awayMean: number } {
  const d = ratingOf(home) - ratingOf(away);
  const kind = MODELS[sport].kind;
  if (kind === 'goals') return { homeMean: 1.45 * Math.exp(0.7 * d), awayMean: 1.15 * Math.exp(-0.7 * d) };
  if (kind === 'points') return { homeMean: 110 + 12 * d, awayMean: 107 - 12 * d };
  const p = 1 / (1 + Math.exp(-2.4 * d));
  return { homeMean: p, awayMean: 1 - p };
}

/** Draws match `slot` of a sport from its seed: teams, events, result, abandonment. */
export function drawMatch(serverSeed: string, sport: Sport, slot: number): DrawnMatch {
  const model = MODELS[sport];
  const matchId = matchIdOf(sport, slot);
  const r = fairRandom(serverSeed, matchId, 0);
  const homeIndex = r.int(model.teams.length);
  const awayIndex = (homeIndex + 1 + r.int(model.teams.length - 1)) % model.teams.length;
  const home = model.teams[homeIndex];
  const away = model.teams[awayIndex];
  const kickoff = kickoffOf(sport, slot);
  const { homeMean, awayMean } = meansOf(sport, home, away);
  const base = { matchId, sport, slot, league: model.leagues[slot % model.leagues.length], home, away, kickoff, homeMean, awayMean };
  const times = (mean: number, span: number) => Array.from({ length: poisson(r, mean) }, () => 1 + r.int(span)).sort((a, b) => a - b);
  let homeTimes: number[] = [];
  let awayTimes: number[] = [];
  const maps: ('home' | 'away')[] = [];
  let overtime: DrawnMatch['overtime'] = null;
  let final: DrawnMatch['final'];
  let finishedAt: number;
  if (model.kind === 'goals') {
    homeTimes = times(homeMean, 90);
    awayTimes = times(awayMean, 90);
    final = { home: homeTimes.length, away: awayTimes.length };
    finishedAt = kickoff + FOOTBALL_MS;
  } else if (model.kind === 'points') {
    homeTimes = times(homeMean, BK_SECONDS);
    awayTimes = times(awayMean, BK_SECONDS);
    final = { home: homeTimes.length, away: awayTimes.length };
    finishedAt = kickoff + BASKETBALL_MS;
    if (final.home === final.away) {
      let ot = { home: 0, away: 0 };
      while (ot.home === ot.away) ot = { home: poisson(r, (homeMean * 5) / 48), away: poisson(r, (awayMean * 5) / 48) };
      overtime = ot;
      final = { home: final.home + ot.home, away: final.away + ot.away };
      finishedAt += OVERTIME_MS;
    }
  } else {
    const won = { home: 0, away: 0 };
    while (won.home < 2 && won.away < 2) {
      const side = uniform(r) < homeMean ? 'home' : 'away';
      maps.push(side);
      won[side]++;
    }
    final = won;
    finishedAt = kickoff + maps.length * MAP_MS + (maps.length - 1) * MAP_BREAK_MS;
  }
  const abandoned = r.int(1000) < ABANDON_PER_MILLE;
  return { ...base, homeTimes, awayTimes, maps, overtime, final, finishedAt, abandoned };
}

const cache = new Map<string, DrawnMatch>();
export function matchOf(secret: string, sport: Sport, slot: number): DrawnMatch {
  const key = `${sport}:${slot}`;
  let m = cache.get(key);
  if (!m) {
    m = drawMatch(serverSeedOf(secret, matchIdOf(sport, slot)), sport, slot);
    if (cache.size > 5000) cache.clear();
    cache.set(key, m);
  }
  return m;
}

/**
 * The match as the board shows it at `now`: the score and clock in play (quantised to the game minute, the unit
 * prices move by), nothing of the result before it happens.
 */
export interface MatchState {
  status: MatchStatus;
  /** Football minute (0..90), basketball game minute (0..48), maps played; null before kick-off. */
  clock: { period: 'H1' | 'HT' | 'H2' | 'Q' | 'OT' | 'MAP' | 'BREAK' | 'FT'; minute: number } | null;
  score: { home: number; away: number } | null;
  /** Share of the game still to play (goals and points), or maps still to decide. */
  remaining: number;
}

export function stateAt(m: DrawnMatch, now: number): MatchState {
  const e = now - m.kickoff;
  if (e < 0) return { status: 'upcoming', clock: null, score: null, remaining: 1 };
  if (now >= m.finishedAt) return { status: 'finished', clock: { period: 'FT', minute: 0 }, score: m.final, remaining: 0 };
  const kind = MODELS[m.sport].kind;
  const count = (times: number[], upTo: number) => times.filter((t) => t <= upTo).length;
  if (kind === 'goals') {
    const half = e < 45 * MINUTE ? 'H1' : e < 60 * MINUTE ? 'HT' : 'H2';
    const minute = half === 'H1' ? Math.floor(e / MINUTE) : half === 'HT' ? 45 : Math.min(90, 45 + Math.floor((e - 60 * MINUTE) / MINUTE));
    return {
      status: 'live',
      clock: { period: half, minute },
      score: { home: count(m.homeTimes, minute), away: count(m.awayTimes, minute) },
      remaining: (90 - minute) / 90,
    };
  }
  if (kind === 'points') {
    if (e >= BASKETBALL_MS) {
      const regulation = { home: m.homeTimes.length, away: m.awayTimes.length };
      return { status: 'live', clock: { period: 'OT', minute: 48 }, score: regulation, remaining: 0 };
    }
    const minute = Math.floor(e / (2 * MINUTE));
    const second = minute * 60;
    return {
      status: 'live',
      clock: { period: 'Q', minute },
      score: { home: count(m.homeTimes, second), away: count(m.awayTimes, second) },
      remaining: (BK_SECONDS - second) / BK_SECONDS,
    };
  }
  const done = Math.min(m.maps.length, Math.floor((e + MAP_BREAK_MS) / (MAP_MS + MAP_BREAK_MS)));
  const inBreak = e % (MAP_MS + MAP_BREAK_MS) >= MAP_MS;
  const played = m.maps.slice(0, done);
  return {
    status: 'live',
    clock: { period: inBreak ? 'BREAK' : 'MAP', minute: done + (inBreak ? 0 : 1) },
    score: { home: played.filter((s) => s === 'home').length, away: played.filter((s) => s === 'away').length },
    remaining: 0,
  };
}

/**
 * The distribution of the final score given the state, as the markets need it: of the goal (point, map) difference
 * home - away and of the total.
 */
export interface FinalDistribution {
  diff: Map<number, number>;
  total: Map<number, number>;
}

function poissonPmf(mean: number): number[] {
  const out: number[] = [];
  let p = Math.exp(-mean);
  let cum = 0;
  for (let k = 0; k < 2000; k++) {
    out.push(p);
    cum += p;
    if (k > mean && 1 - cum < 1e-13) break;
    p *= mean / (k + 1);
  }
  return out;
}

const add = (map: Map<number, number>, k: number, p: number) => map.set(k, (map.get(k) ?? 0) + p);

export function finalDistribution(m: DrawnMatch, state: MatchState): FinalDistribution {
  const kind = MODELS[m.sport].kind;
  const now = state.score ?? { home: 0, away: 0 };
  const dist: FinalDistribution = { diff: new Map(), total: new Map() };
  const cell = (h: number, a: number, p: number) => {
    add(dist.diff, h - a, p);
    add(dist.total, h + a, p);
  };
  if (kind === 'maps') {
    const walk = (h: number, a: number, p: number) => {
      if (h === 2 || a === 2) return void cell(h, a, p);
      walk(h + 1, a, p * m.homeMean);
      walk(h, a + 1, p * (1 - m.homeMean));
    };
    walk(now.home, now.away, 1);
    return dist;
  }
  const ph = poissonPmf(m.homeMean * state.remaining);
  const pa = poissonPmf(m.awayMean * state.remaining);
  // Basketball: a tie after regulation adds one overtime with a leader (its points drawn again while level).
  let ot: FinalDistribution | null = null;
  if (kind === 'points') {
    const oh = poissonPmf((m.homeMean * 5) / 48);
    const oa = poissonPmf((m.awayMean * 5) / 48);
    let level = 0;
    for (let i = 0; i < oh.length && i < oa.length; i++) level += oh[i] * oa[i];
    ot = { diff: new Map(), total: new Map() };
    for (let i = 0; i < oh.length; i++)
      for (let j = 0; j < oa.length; j++)
        if (i !== j) {
          add(ot.diff, i - j, (oh[i] * oa[j]) / (1 - level));
          add(ot.total, i + j, (oh[i] * oa[j]) / (1 - level));
        }
  }
  for (let i = 0; i < ph.length; i++)
    for (let j = 0; j < pa.length; j++) {
      const p = ph[i] * pa[j];
      const h = now.home + i;
      const a = now.away + j;
      if (!ot || h !== a) cell(h, a, p);
      else {
        for (const [d, q] of ot.diff) add(dist.diff, d, p * q);
        for (const [t, q] of ot.total) add(dist.total, h + a + t, p * q);
      }
    }
  return dist;
}

/** A selection on a final score: won, lost, or push (a whole handicap line landing level returns the stake). */
export type LegResult = 'won' | 'lost' | 'push';
export function resultOf(market: Market, outcome: Outcome, line: number | null, final: { home: number; away: number }): LegResult {
  const d = final.home - final.away;
  const win = (x: number): LegResult => (x > 0 ? 'won' : x < 0 ? 'lost' : 'push');
  switch (market) {
    case '1X2':
      return (outcome === 'home' ? d > 0 : outcome === 'away' ? d < 0 : d === 0) ? 'won' : 'lost';
    case 'ML':
      return (outcome === 'home' ? d > 0 : d < 0) ? 'won' : 'lost';
    case 'AH':
    case 'MH':
      // line is the home side's handicap; the away side takes its opposite.
      return outcome === 'home' ? win(d + (line ?? 0)) : win(-d - (line ?? 0));
    case 'OU':
      return outcome === 'over' ? win(final.home + final.away - (line ?? 0)) : win((line ?? 0) - final.home - final.away);
  }
}

function chances(dist: FinalDistribution, market: Market, outcome: Outcome, line: number | null) {
  let won = 0;
  let push = 0;
  // The difference decides 1X2, ML and the handicaps, the total the over/under: each read as a score of k to 0.
  const byTotal = market === 'OU';
  for (const [k, p] of byTotal ? dist.total : dist.diff) {
    const r = resultOf(market, outcome, line, { home: k, away: 0 });
    if (r === 'won') won += p;
    else if (r === 'push') push += p;
  }
  return { won, push };
}

/** Decimal odds in hundredths: the expected return won*odds + push = 1/OVERROUND, rounded down; null when not offered. */
export function priceOf(won: number, push: number): number | null {
  if (won < 1e-9) return null;
  const odds = Math.floor(((STATED_RETURN - push) / won) * 100 + 1e-9);
  return odds < MIN_ODDS || odds > MAX_ODDS ? null : odds;
}

export const OUTCOMES: Record<Market, readonly Outcome[]> = {
  '1X2': ['home', 'draw', 'away'],
  ML: ['home', 'away'],
  AH: ['home', 'away'],
  MH: ['home', 'away'],
  OU: ['over', 'under'],
};

/** The match's lines, fixed before kick-off from the pre-match model: the most balanced handicap and total. */
const lineCache = new Map<string, { AH: number; OU: number; MH: number }>();
export function linesOf(m: DrawnMatch): { AH: number; OU: number; MH: number } {
  let lines = lineCache.get(m.matchId);
  if (!lines) {
    lines = drawLines(m);
    if (lineCache.size > 5000) lineCache.clear();
    lineCache.set(m.matchId, lines);
  }
  return lines;
}
function drawLines(m: DrawnMatch): { AH: number; OU: number; MH: number } {
  const kind = MODELS[m.sport].kind;
  if (kind === 'maps') return { AH: 0, MH: m.homeMean >= 0.5 ? -1.5 : 1.5, OU: 2.5 };
  const pre = finalDistribution(m, { status: 'upcoming', clock: null, score: null, remaining: 1 });
  const balance = (market: Market, outcome: Outcome, line: number) => {
    const { won, push } = chances(pre, market, outcome, line);
    return Math.abs(won - (1 - won - push));
  };
  const best = (market: Market, outcome: Outcome, candidates: number[]) =>
    candidates.reduce((b, l) => (balance(market, outcome, l) < balance(market, outcome, b) ? l : b));
  const mid = (x: number) => Math.round(x);
  if (kind === 'goals') {
    return { AH: best('AH', 'home', [-2.5, -2, -1.5, -1, -0.5, 0, 0.5, 1, 1.5, 2, 2.5]), OU: best('OU', 'over', [1.5, 2.5, 3.5]), MH: 0 };
  }
  const spread = mid(m.awayMean - m.homeMean);
  const total = mid(m.homeMean + m.awayMean);
  const around = (c: number) => [-3, -2, -1, 0, 1, 2, 3].map((k) => c + k + 0.5);
  return { AH: best('AH', 'home', around(spread)), OU: best('OU', 'over', around(total)), MH: 0 };
}

export interface Selection {
  /** <match id>:<market>:<outcome> */
  id: string;
  outcome: Outcome;
  odds: number | null;
}
export interface MarketView {
  market: Market;
  line: number | null;
  selections: Selection[];
}

const priceCache = new Map<string, MarketView[]>();
/** The match's markets at `now`: every selection priced from the state now (null odds: suspended). */
export function marketsAt(m: DrawnMatch, state: MatchState): MarketView[] {
  const key = `${m.matchId}:${state.status}:${state.clock?.period}:${state.clock?.minute}`;
  const hit = priceCache.get(key);
  if (hit) return hit;
  const lines = linesOf(m);
  // An abandoned match trades like any other until it is called off (its bets are then void): the board leaks nothing.
  const closed = state.status === 'finished' || (state.status === 'live' && state.clock?.period === 'OT');
  const dist = closed ? null : finalDistribution(m, state);
  const markets = MARKETS_OF[MODELS[m.sport].kind].map((market): MarketView => {
    const line = market === 'AH' ? lines.AH : market === 'MH' ? lines.MH : market === 'OU' ? lines.OU : null;
    return {
      market,
      line,
      selections: OUTCOMES[market].map((outcome) => {
        if (!dist) return { id: `${m.matchId}:${market}:${outcome}`, outcome, odds: null };
        const { won, push } = chances(dist, market, outcome, line);
        return { id: `${m.matchId}:${market}:${outcome}`, outcome, odds: priceOf(won, push) };
      }),
    };
  });
  if (priceCache.size > 2000) priceCache.clear();
  priceCache.set(key, markets);
  return markets;
}

/** The matches of a sport on the board at `now`: in play, then upcoming within UPCOMING_MS. */
export function boardMatches(secret: string, sport: Sport, now: number): DrawnMatch[] {
  const model = MODELS[sport];
  const longest = FOOTBALL_MS + OVERTIME_MS + 3 * MAP_MS;
  const first = Math.floor((now - longest - model.offsetMs) / model.slotMs);
  const last = Math.floor((now + UPCOMING_MS - model.offsetMs) / model.slotMs);
  const out: DrawnMatch[] = [];
  for (let slot = first; slot <= last; slot++) {
    const m = matchOf(secret, sport, slot);
    if (m.finishedAt > now && m.kickoff <= now + UPCOMING_MS) out.push(m);
  }
  return out;
}

/** The matches of every sport that finished in [from, to): the result feed publishes these. */
export function finishedBetween(secret: string, from: number, to: number): DrawnMatch[] {
  const out: DrawnMatch[] = [];
  const longest = FOOTBALL_MS + OVERTIME_MS + 3 * MAP_MS;
  for (const sport of SPORTS) {
    const model = MODELS[sport];
    const first = Math.floor((from - longest - model.offsetMs) / model.slotMs);
    const last = Math.floor((to - model.offsetMs) / model.slotMs);
    for (let slot = first; slot <= last; slot++) {
      const m = matchOf(secret, sport, slot);
      if (m.finishedAt >= from && m.finishedAt < to) out.push(m);
    }
  }
  return out;
}

/** Parses a selection id into its match, market and outcome (null when it is not one of the book's). */
export function parseSelection(id: string): { matchId: string; market: Market; outcome: Outcome } | null {
  const [matchId, market, outcome] = id.split(':');
  if (!matchId || !parseMatchId(matchId)) return null;
  if (!(market in OUTCOMES) || !OUTCOMES[market as Market].includes(outcome as Outcome)) return null;
  return { matchId, market: market as Market, outcome: outcome as Outcome };
}
