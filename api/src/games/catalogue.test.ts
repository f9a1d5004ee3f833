import fc from 'fast-check';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../test/test-app';
import zlib from 'node:zlib';
import { effectiveCategory, gameList, groupVendors, prizeMode } from './catalogue.service';
import type { VendorRow } from './catalogue.repository';
import th from '@site/shared/src/i18n/th.json';
import en from '@site/shared/src/i18n/en.json';

describe('game catalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.call({ method: 'GET', url, headers });

  test('game list pages by 9 by default with the platform field names', async () => {
    const res = await get('/wps/relay/GCSGAME_gameList?merchant=DEMO&platform=html5&gameType=RNG&pageNo=1&language=EN&clientType=2');
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value.games).toHaveLength(9);
    expect(value.pageNum).toBe(1);
    expect(value.totalCount).toBeGreaterThan(20);
    expect(value.totalPages).toBe(Math.ceil(value.totalCount / 9));
    expect(value.games[0]).toMatchObject({
      gameType: 'RNG',
      isGameH5: 1,
      vassalage: expect.any(String),
      nodeId: expect.any(String),
      gameId: expect.any(String),
    });
    expect(value.games[0].showIcon).toMatch(/^\/wps\/game\/icon\/.+\.webp\?lang=EN$/);
    const last = (await get(`/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=${value.totalPages}`)).json().value;
    expect(last.games.length).toBe(value.totalCount - 9 * (value.totalPages - 1));
    const past = (await get(`/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=${value.totalPages + 5}`)).json().value;
    expect(past).toMatchObject({ games: [], totalCount: value.totalCount });
  });

  test('the game list is the same JSON sent as brotli, gzip or as it is, with the headers of any compressed answer', async () => {
    const url = '/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=30&language=EN';
    const plain = await get(url);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const expected = {
      success: true,
      value: await gameList(t.db, { merchantCode: 'DEMO', gameType: 'RNG', pageNo: 1, pageSize: 30, lang: 'EN' }),
    };
    expect(plain.json()).toEqual(expected);
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
    ] as const) {
      const res = await get(url, { 'accept-encoding': accept });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(decode(res.rawPayload).toString()).toBe(plain.body);
    }
  });

  test('names in TH by default and EN on request; search matches either language and the vendor', async () => {
    const th = (await get('/wps/relay/GCSGAME_gameList?gameName=บาคาร่า&pageSize=50')).json().value;
    expect(th.totalCount).toBeGreaterThan(3);
    expect(th.games.every((g: { gameName: string }) => /บาคาร่า/.test(g.gameName))).toBe(true);
    const en = (await get('/wps/relay/GCSGAME_gameList?gameName=baccarat&language=EN&pageSize=50')).json().value;
    expect(en.totalCount).toBe(th.totalCount);
    const header = (await get('/wps/relay/GCSGAME_gameList?gameName=roulette', { language: 'EN' })).json().value;
    expect(header.games[0].gameName).toMatch(/Roulette/);
    // LIKE wildcards are literal.
    expect((await get('/wps/relay/GCSGAME_gameList?gameName=%25')).json().value.totalCount).toBe(0);
    expect((await get('/wps/relay/GCSGAME_gameList?gameName=a_c')).json().value.totalCount).toBe(0);
  });

  test('filters: vendor, classification, new, min bet and min lines', async () => {
    const pg = (await get('/wps/relay/GCSGAME_gameList?vassalage=PG&pageSize=100')).json().value;
    expect(pg.totalCount).toBe(8);
    expect(pg.games.every((g: { vassalage: string }) => g.vassalage === 'PG')).toBe(true);
    const roulette = (await get('/wps/relay/GCSGAME_gameList?gameClassify=ROULETTE&pageSize=100')).json().value;
    expect(roulette.games.map((g: { nodeId: string }) => g.nodeId)).toContain('bgs-roulette');
    expect(roulette.games.every((g: { gameClassifyNew: string }) => g.gameClassifyNew === 'ROULETTE')).toBe(true);
    const fresh = (await get('/wps/relay/GCSGAME_gameList?isNew=1&pageSize=100')).json().value;
    expect(fresh.totalCount).toBeGreaterThan(5);
    expect(fresh.games.every((g: { isNew: boolean }) => g.isNew)).toBe(true);
    const vip = (await get('/wps/relay/GCSGAME_gameList?gameType=LIVE&minBet=10000&pageSize=100')).json().value;
    expect(vip.games.every((g: { minBet: number }) => g.minBet >= 10000)).toBe(true);
    expect(vip.totalCount).toBeGreaterThan(0);
    const lines = (await get('/wps/relay/GCSGAME_gameList?minLine=20&pageSize=100')).json().value;
    expect(lines.games.map((g: { nodeId: string }) => g.nodeId).sort()).toEqual(['bgs-slot', 'pg-1']);
  });

  test('live rooms carry Free / VIP / Pay per View room types', async () => {
    const live = (await get('/wps/relay/GCSGAME_gameList?gameType=LIVE&pageSize=100')).json().value;
    const types = new Set(live.games.map((g: { roomType: string }) => g.roomType));
    expect(types).toEqual(new Set(['FREE', 'VIP', 'PPV']));
  });

  test('product-rules 4: SPORTS vendors that are cockfight games list under COCKFIGHT, not SPORTS', async () => {
    const sports = (await get('/wps/relay/GCSGAME_gameList?gameType=SPORTS&pageSize=100')).json().value;
    const cock = (await get('/wps/relay/GCSGAME_gameList?gameType=COCKFIGHT&pageSize=100')).json().value;
    expect(sports.games.map((g: { vassalage: string }) => g.vassalage).sort()).toEqual(['SABA', 'SBO', 'UG', 'UG']);
    expect(new Set(cock.games.map((g: { vassalage: string }) => g.vassalage))).toEqual(new Set(['SV3', 'DS88', 'DIG', 'WGB']));
    expect(cock.games.every((g: { gameType: string }) => g.gameType === 'COCKFIGHT')).toBe(true);
  });

  test('vendor lanes: one per category in order, cockfight moved, prize mode ELOTT from the vendor mapping', async () => {
    const value = (await get('/wps/relay/GCSGAME_newGameVendor?merchant=DEMO&platform=html5&clientType=2&language=EN')).json().value;
    expect(value.prizeMode).toBe('ELOTT');
    const titles = value.lanes.map((l: { title: string }) => l.title);
    expect(titles).toEqual(['INHOUSE', 'LIVE', 'RNG', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT']);
    const esports = value.lanes.find((l: { title: string }) => l.title === 'ESPORTS');
    expect(esports.cards.map((c: { vassalage: string }) => c.vassalage)).toEqual(['AV', 'AI', 'IMES', 'TF', 'IA']);
    const cock = value.lanes.find((l: { title: string }) => l.title === 'COCKFIGHT');
    expect(cock.cards.map((c: { vassalage: string }) => c.vassalage)).toEqual(['SV3', 'DS88', 'DIG', 'WGB']);
    expect(cock.games.every((g: { gameType: string }) => g.gameType === 'COCKFIGHT')).toBe(true);
    const rng = value.lanes.find((l: { title: string }) => l.title === 'RNG');
    expect(rng.displayName).toBe('Slots');
    expect(rng.games).toHaveLength(9);
    expect(rng.gameClassify[0]).toMatchObject({ key: 'SLOT', displayName: 'Slots' });
    expect(rng.cards[0].icons.mobile).toMatch(/^\/wps\/game\/vendor-icon\//);
  });

  test('product-rules 4: SPORTS is dropped when its only vendors are cockfight; merchant vendor sorting reorders', async () => {
    await t.db.query(`UPDATE games SET active = false WHERE vassalage IN ('SBO', 'SABA', 'UG')`);
    try {
      const lanes = (await get('/wps/relay/GCSGAME_newGameVendor')).json().value.lanes.map((l: { title: string }) => l.title);
      expect(lanes).not.toContain('SPORTS');
      expect(lanes).toContain('COCKFIGHT');
      const types = (await get('/wps/relay/GCSGAME_vendorGameTypes?typeId=1&merchant_code=DEMO')).json().value;
      expect(types.map((x: { gameType: string }) => x.gameType)).not.toContain('SPORTS');
    } finally {
      await t.db.query(`UPDATE games SET active = true WHERE vassalage IN ('SBO', 'SABA', 'UG')`);
    }
    await t.db.query(
      `INSERT INTO vendor_sorting (merchant_code, game_category, vassalage, sort) VALUES ('DEMO', 'RNG', 'SG', 1), ('DEMO', 'COCKFIGHT', 'WGB', 1)`,
    );
    try {
      const sorting = (await get('/wps/relay/GCSGAME_vendorSorting')).json().value;
      const rng = sorting.find((s: { gameCategory: string }) => s.gameCategory === 'RNG');
      expect(rng.vendorNames[0]).toMatchObject({ vassalage: 'SG', accountTypeName: 'SG_SLOT' });
      expect(sorting.find((s: { gameCategory: string }) => s.gameCategory === 'COCKFIGHT').vendorNames[0].vassalage).toBe('WGB');
      const list = (await get('/wps/relay/GCSGAME_gameList?gameType=RNG')).json().value;
      expect(list.games[0].vassalage).toBe('SG');
    } finally {
      await t.db.query(`DELETE FROM vendor_sorting WHERE merchant_code = 'DEMO'`);
    }
  });

  test('vendor game types count vendors and games per category', async () => {
    const types = (await get('/wps/relay/GCSGAME_vendorGameTypes?typeId=1', { language: 'TH' })).json().value;
    const live = types.find((x: { gameType: string }) => x.gameType === 'LIVE');
    expect(live).toMatchObject({ displayName: 'คาสิโนสด', vendorCount: 5 });
    expect(live.gameCount).toBeGreaterThan(15);
  });

  test('hot games in hot order; in-house games first with stable ids', async () => {
    const hot = (await get('/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&language=EN&platform=html5')).json().value;
    expect(hot.slice(0, 3).map((g: { nodeId: string }) => g.nodeId)).toEqual(['bgs-slot', 'bgs-roulette', 'bgs-baccarat']);
    expect(hot[0]).toMatchObject({ gameId: 'bgs-slot', vassalage: 'BGS', gameType: 'INHOUSE' });
    expect(hot.length).toBeGreaterThan(10);
  });

  test('lottery entries carry the lottery gateway ids and no favourite', async () => {
    const lott = (await get('/wps/relay/GCSGAME_gameList?gameType=LOTT&pageSize=50')).json().value;
    expect(lott.games.map((g: { gameId: string }) => g.gameId)).toContain('TH1M');
    expect(lott.games.every((g: { canFavourite: boolean }) => !g.canFavourite)).toBe(true);
  });

  test('icons are drawn locally and sent as WebP (the SVG drawing stays reachable); unknown games 404', async () => {
    const icon = await get('/wps/game/icon/pg-1.webp?lang=EN');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/webp');
    expect(icon.headers['cache-control']).toBe('public, max-age=86400');
    expect(await sharp(icon.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 200, height: 200 });
    const svg = await get('/wps/game/icon/pg-1.svg?lang=EN');
    expect(svg.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(svg.body).toContain('<svg');
    expect(svg.body).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    expect((await get('/wps/game/icon/nope.webp')).statusCode).toBe(404);
    expect((await get('/wps/game/icon/..%2Fx.webp')).statusCode).toBeLessThan(500);
    expect((await get('/wps/game/icon/pg-1.gif')).statusCode).toBe(422);
    const vendor = await get('/wps/game/vendor-icon/PG.svg?category=RNG');
    expect(vendor.body).toContain('PG Soft');
    expect((await get('/wps/game/vendor-icon/PG.webp?category=RNG')).headers['content-type']).toBe('image/webp');
    // Safari before 14 (the iOS 10 app) cannot show WebP: the same address gives it PNG.
    const oldSafari = await t.call({
      method: 'GET',
      url: '/wps/game/icon/pg-1.webp?lang=EN',
      headers: { accept: 'image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5' },
    });
    expect(oldSafari.headers).toMatchObject({ 'content-type': 'image/png', vary: 'Accept' });
    expect(await sharp(oldSafari.rawPayload).metadata()).toMatchObject({ format: 'png', width: 200 });
    const chrome = await t.call({
      method: 'GET',
      url: '/wps/game/icon/pg-1.webp?lang=EN',
      headers: { accept: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8' },
    });
    expect(chrome.headers['content-type']).toBe('image/webp');
    expect((await get('/wps/game/icon/pg-1.png?lang=EN')).headers['content-type']).toBe('image/png');
  });

  test('game detail by node id', async () => {
    expect((await get('/wps/game/detail?nodeId=bgs-baccarat&language=EN')).json().value.gameName).toBe('Royal Baccarat');
    expect((await get('/wps/game/detail?nodeId=missing')).statusCode).toBe(404);
  });

  type ListedGame = {
    nodeId: string;
    gameId: string;
    vassalage: string;
    accountTypeName: string;
    vendorName: string;
    gameName: string;
    gameType: string;
    gameClassifyNew: string;
  };
  /** Every game of the catalogue, as the lobby's lists show them, in one language. */
  async function wholeCatalogue(lang: 'TH' | 'EN'): Promise<ListedGame[]> {
    const games: ListedGame[] = [];
    for (let pageNo = 1; ; pageNo++) {
      const page = (await get(`/wps/relay/GCSGAME_gameList?pageSize=100&pageNo=${pageNo}&language=${lang}`)).json().value;
      games.push(...page.games);
      if (pageNo >= page.totalPages) return games;
    }
  }
  const unescape = (text: string) =>
    text
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'");

  test('every game opens as itself: the tile, the catalogue, the launch, the game page and the lottery name one game', async () => {
    for (const lang of ['TH', 'EN'] as const) {
      const games = await wholeCatalogue(lang);
      expect(games.length).toBeGreaterThan(80);
      const lottery: Array<{ gameId: string; gameName: string }> = (await get('/lgw/games/mobile', { language: lang })).json();
      for (const game of games) {
        const launched = (await get(`/wps/game/launchGame?nodeId=${game.nodeId}&accountType=0&language=${lang}`)).json().value;
        expect([game.nodeId, launched.nodeId]).toEqual([game.nodeId, game.nodeId]);
        const url = new URL(launched.gameUrl, 'http://x');
        if (url.pathname === '/m/lottery') {
          // The lottery screen names its game from the lottery gateway: the very name of the tile.
          expect([game.nodeId, lottery.find((l) => l.gameId === url.searchParams.get('gameId'))?.gameName]).toEqual([
            game.nodeId,
            game.gameName,
          ]);
        } else {
          // The game page reads its title by this node id.
          expect([game.nodeId, url.pathname, url.searchParams.get('nodeId')]).toEqual([game.nodeId, '/m/app', game.nodeId]);
        }
        expect([game.nodeId, (await get(`/wps/game/detail?nodeId=${game.nodeId}&language=${lang}`)).json().value.gameName]).toEqual([
          game.nodeId,
          game.gameName,
        ]);
      }
      // Every lottery game that can be played is a catalogue game, named as the catalogue names it.
      for (const l of lottery)
        expect([l.gameId, games.find((g) => g.gameId === l.gameId && ['LOTT', 'ELOTT'].includes(g.gameType))?.gameName]).toEqual([
          l.gameId,
          l.gameName,
        ]);
    }
  });

  test('players see display names only: no vendor code as a name or drawn on a tile, one name per category', async () => {
    for (const lang of ['TH', 'EN'] as const) {
      const { lanes } = (await get(`/wps/relay/GCSGAME_newGameVendor?language=${lang}`)).json().value;
      const displayNames = new Map<string, string>(
        lanes.flatMap((l: { cards: Array<{ vassalage: string; displayName: string }> }) =>
          l.cards.map((c) => [c.vassalage, c.displayName]),
        ),
      );
      const games = await wholeCatalogue(lang);
      const codes = new Set(games.flatMap((g) => [g.vassalage, g.accountTypeName, g.gameType]));
      for (const game of games) {
        expect([game.nodeId, game.vendorName]).toEqual([game.nodeId, displayNames.get(game.vassalage)]);
        if (game.vendorName !== game.vassalage) expect([game.nodeId, codes.has(game.vendorName)]).toEqual([game.nodeId, false]);
        expect([game.nodeId, codes.has(game.gameName)]).toEqual([game.nodeId, false]);
        // The tile's art draws the game's name and nothing else.
        const svg = (await get(`/wps/game/icon/${game.nodeId}.svg?lang=${lang}`)).body;
        const drawn = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => unescape(m[1]).replace(/…$/, ''));
        for (const text of drawn) expect([game.nodeId, text, game.gameName.includes(text)]).toEqual([game.nodeId, text, true]);
      }
      // One name per category: the lanes, the lottery menus and the site's texts (shared common.category) agree.
      const texts = (lang === 'TH' ? th : en).common.category as Record<string, string>;
      for (const lane of lanes) expect([lane.title, lane.displayName]).toEqual([lane.title, texts[lane.title]]);
      const menus: Array<{ prizeMode: string; menuName: string }> = (await get('/lgw/games/game_menus', { language: lang })).json();
      for (const mode of ['LOTT', 'ELOTT']) expect([mode, menus.find((m) => m.prizeMode === mode)?.menuName]).toEqual([mode, texts[mode]]);
    }
  });

  test('a list offers only the vendors with games in its scope (classification, category, search), never the vendor filter itself', async () => {
    const all = await wholeCatalogue('EN');
    const expectVendorsOf = async (query: string, inScope: (g: ListedGame) => boolean) => {
      const value = (await get(`/wps/relay/GCSGAME_gameList?${query}&language=EN`)).json().value;
      const expected = new Map<string, number>();
      for (const g of all.filter(inScope)) expected.set(g.vassalage, (expected.get(g.vassalage) ?? 0) + 1);
      expect([
        query,
        Object.fromEntries(value.vendors.map((v: { vassalage: string; gameCount: number }) => [v.vassalage, v.gameCount])),
      ]).toEqual([query, Object.fromEntries(expected)]);
      for (const v of value.vendors) {
        expect(v.displayName).toBe(all.find((g) => g.vassalage === v.vassalage)!.vendorName);
        // Each chip leads to a list of exactly its games.
        const scope = query.replace(/&vassalage=\w+/, '');
        expect((await get(`/wps/relay/GCSGAME_gameList?${scope}&vassalage=${v.vassalage}`)).json().value.totalCount).toBe(v.gameCount);
      }
      return value.vendors as Array<{ vassalage: string }>;
    };
    const roulette = await expectVendorsOf('gameClassify=ROULETTE', (g) => g.gameClassifyNew === 'ROULETTE');
    expect(roulette.length).toBeLessThan(8);
    await expectVendorsOf('gameClassify=BACCARAT', (g) => g.gameClassifyNew === 'BACCARAT');
    await expectVendorsOf('gameType=FISH', (g) => g.gameType === 'FISH');
    // The chosen vendor does not shrink the chips: the scope is every filter but the vendor.
    await expectVendorsOf('gameType=FISH&vassalage=JILI', (g) => g.gameType === 'FISH');
    await expectVendorsOf('gameName=dragon', (g) => /dragon/i.test(g.gameName) || /dragon/i.test(g.vassalage));
    expect((await get('/wps/relay/GCSGAME_gameList?gameName=zzzz-nothing')).json().value.vendors).toEqual([]);
  });

  test('jackpot follows the merchant setting (both readings of product-rules 2)', async () => {
    expect((await get('/wps/game/jackpot')).json().value).toMatchObject({ mode: 'ROLLING', min: 68873916, max: 70873916, decimals: 0 });
    await t.db.query(`UPDATE merchants SET settings = settings || '{"jackpot":{"mode":"RISING"}}'::jsonb WHERE code = 'DEMO'`);
    // The merchant cache holds settings for a few seconds: ask a fresh app.
    const fresh = await createTestApp();
    try {
      await fresh.db.query(`UPDATE merchants SET settings = settings || '{"jackpot":{"mode":"RISING"}}'::jsonb WHERE code = 'DEMO'`);
      const rising = (await fresh.call({ method: 'GET', url: '/wps/game/jackpot' })).json().value;
      expect(rising.mode).toBe('RISING');
      expect(rising.start).toBeGreaterThanOrEqual(1_200_000_000);
      expect(rising.start).toBeLessThan(1_300_000_000);
      expect(rising).toMatchObject({ stepMin: 10000, stepMax: 50000, stepSeconds: [3, 4, 5] });
    } finally {
      await fresh.close();
    }
  });

  test('random game list queries never cause a 500', async () => {
    const keys = [
      'gameName',
      'gameType',
      'vassalage',
      'gameClassify',
      'isNew',
      'minBet',
      'minLine',
      'pageNo',
      'pageSize',
      'language',
      'clientType',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom(...keys),
          fc.oneof(fc.string(), fc.integer().map(String), fc.constantFrom('Infinity', '-1', '1e99', 'NaN', '%', "'; DROP TABLE games;--")),
        ),
        async (query) => {
          const res = await get(`/wps/relay/GCSGAME_gameList?${new URLSearchParams(query).toString()}`);
          expect(res.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
    expect((await get('/wps/relay/GCSGAME_gameList?pageSize=100')).json().value.totalCount).toBeGreaterThan(60);
  });
});

describe('category rules (pure)', () => {
  test('effectiveCategory moves cockfight vendors out of SPORTS only', () => {
    expect(effectiveCategory('SPORTS', 'SV3')).toBe('COCKFIGHT');
    expect(effectiveCategory('SPORTS', 'SBO')).toBe('SPORTS');
    expect(effectiveCategory('RNG', 'SV3')).toBe('RNG');
  });

  test('prizeMode is ELOTT only with an ELOTT entry for TCG_LOTTO_VN or LOTT', () => {
    expect(prizeMode([{ category: 'ELOTT', vassalage: 'TCG_LOTTO_VN' }])).toBe('ELOTT');
    expect(prizeMode([{ category: 'ELOTT', vassalage: 'LOTT' }])).toBe('ELOTT');
    expect(prizeMode([{ category: 'LOTT', vassalage: 'TCG_LOTTO_VN' }])).toBe('LOTT');
    expect(prizeMode([{ category: 'ELOTT', vassalage: 'OTHER' }])).toBe('LOTT');
    expect(prizeMode([])).toBe('LOTT');
  });

  test('groupVendors drops empty vendors (so an empty SPORTS disappears)', () => {
    const row = (vassalage: string, category: string, game_count: number): VendorRow => ({
      vassalage,
      category,
      display_name: vassalage,
      account_type_name: vassalage,
      sort: 0,
      merchant_sort: null,
      game_count,
    });
    const grouped = groupVendors([row('SV3', 'SPORTS', 1), row('SBO', 'SPORTS', 0)]);
    expect([...grouped.keys()]).toEqual(['COCKFIGHT']);
  });
});
