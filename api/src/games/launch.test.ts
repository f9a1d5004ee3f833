import fc from 'fast-check';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createMember } from '../../test/members';

describe('launchGame', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const launch = (query: string, token?: string) => t.call({ method: 'GET', url: `/wps/game/launchGame?${query}`, token });

  test('in-house games open their game page; game_url also as gameUrl', async () => {
    const member = await createMember(t.db);
    const res = await launch(
      'gameId=bgs-slot&vassalage=BGS&gameType=RNG&platform=html5&clientType=2&accountType=1&language=EN&backUrl=/m/inHouse',
      member.token,
    );
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value.content.game_url).toBe('/m/app?game=slot&nodeId=bgs-slot&mode=real&lang=EN&backUrl=%2Fm%2FinHouse');
    expect(value.gameUrl).toBe(value.content.game_url);
    // In-house games have no vendor wallet: they play from MAIN.
    expect(value).toMatchObject({ nodeId: 'bgs-slot', wallet: 'MAIN' });
    expect((await launch('nodeId=bgs-roulette&accountType=1', member.token)).json().value.gameUrl).toContain('game=roulette');
  });

  test('guests must log in for real play; accountType 0 is free play for anyone', async () => {
    const guest = await launch('gameId=bgs-baccarat&vassalage=BGS&accountType=1');
    expect(guest.statusCode).toBe(401);
    expect(guest.json().errorCode).toBe('login.not.session');
    const free = await launch('gameId=bgs-baccarat&vassalage=BGS&accountType=0');
    expect(free.json().value.gameUrl).toContain('mode=free');
    // product-rules 6: a trial account plays free.
    const trial = await createMember(t.db, { type: 4, trial: true });
    expect((await launch('gameId=bgs-slot&vassalage=BGS&accountType=1', trial.token)).json().value.mode).toBe('free');
  });

  test('other vendors launch through the provider adapter (demo provider by default) with a launch ticket', async () => {
    const member = await createMember(t.db);
    const value = (await launch('gameId=EVO1001&vassalage=EVO&gameType=LIVE&accountType=1', member.token)).json().value;
    const url = new URL(value.gameUrl, 'http://x');
    expect(url.pathname).toBe('/m/app');
    expect(url.searchParams.get('provider')).toBe('demo');
    expect(url.searchParams.get('type')).toBe('LIVE');
    expect(url.searchParams.get('nodeId')).toBe('evo-1');
    expect(url.searchParams.get('ticket')).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(value).toMatchObject({ nodeId: 'evo-1', wallet: 'EVO' });
    const free = new URL((await launch('nodeId=evo-1&accountType=0')).json().value.gameUrl, 'http://x');
    expect(free.searchParams.get('ticket')).toBeNull();
    expect(free.searchParams.get('mode')).toBe('free');
  });

  test('no session or player token in any game URL; the launch ticket is exchanged once (POST) for the player token', async () => {
    const member = await createMember(t.db);
    const urls = await Promise.all(
      ['gameId=EVO1001&vassalage=EVO&gameType=LIVE', 'gameId=bgs-slot&vassalage=BGS', 'gameId=TH1M&vassalage=TCG_LOTTO&gameType=LOTT'].map(
        async (q) => (await launch(`${q}&accountType=1`, member.token)).json().value.gameUrl as string,
      ),
    );
    for (const gameUrl of urls) {
      expect(gameUrl).not.toContain(member.token);
      expect(new URL(gameUrl, 'http://x').searchParams.get('token')).toBeNull();
    }
    const ticket = new URL(urls[0], 'http://x').searchParams.get('ticket')!;
    const exchange = (body: object) => t.call({ method: 'POST', url: '/wps/game/ticket', payload: body });
    const first = await exchange({ ticket });
    expect(first.statusCode).toBe(200);
    expect(first.json().value).toMatchObject({
      provider: 'DEMO',
      vendor: 'EVO',
      game: 'EVO1001',
      gameType: 'LIVE',
      playerToken: expect.stringMatching(/^[A-Za-z0-9_-]{40,}$/),
    });
    // The player token it gives is live: the demo provider reads the game's wallet with it (empty here).
    const balance = await t.call({ method: 'POST', url: '/provider/demo/balance', payload: { token: first.json().value.playerToken } });
    expect(balance.json().value).toMatchObject({ balance: 0 });
    // A second time, the ticket is worthless.
    const second = await exchange({ ticket });
    expect(second.statusCode).toBe(401);
    expect(second.json()).toMatchObject({ success: false, errorCode: 'launch.ticket.invalid' });
    expect((await exchange({ ticket: 'x'.repeat(43) })).json().errorCode).toBe('launch.ticket.invalid');
    // An unused ticket lives a minute.
    const late = new URL(
      (await launch('gameId=EVO1001&vassalage=EVO&gameType=LIVE&accountType=1', member.token)).json().value.gameUrl,
      'http://x',
    ).searchParams.get('ticket')!;
    await t.db.query("UPDATE game_launch_tickets SET expires_at = now() - interval '1 second' WHERE used_at IS NULL");
    expect((await exchange({ ticket: late })).json().errorCode).toBe('launch.ticket.invalid');
  });

  test('lottery games open the lottery screen; back URLs stay on the site', async () => {
    const member = await createMember(t.db);
    const value = (
      await launch('gameId=TH1M&vassalage=TCG_LOTTO&gameType=LOTT&accountType=1&backUrl=https://evil.example', member.token)
    ).json().value;
    expect(value.gameUrl).toBe('/m/lottery?gameId=TH1M&mode=real&lang=TH&backUrl=%2Fm%2Fhome');
    expect((await launch('nodeId=elott-1&accountType=1', member.token)).json().value.gameUrl).toContain('/m/lottery?gameId=EL1M&');
  });

  test("the game is the catalogue's: an unknown game, or a vendor that is not the game's, opens nothing", async () => {
    const member = await createMember(t.db);
    for (const query of [
      'gameId=evo-baccarat-1&vassalage=EVO&gameType=LIVE',
      'gameId=PG1001&vassalage=EVO',
      'nodeId=nope-1',
      'gameId=TH1M&vassalage=LOTT',
    ]) {
      const res = await launch(`${query}&accountType=1`, member.token);
      expect([query, res.statusCode, res.json().errorCode]).toEqual([query, 404, 'game.not.found']);
    }
    expect((await t.db.query('SELECT 1 FROM provider_sessions WHERE member_id = $1', [member.id])).length).toBe(0);
  });

  test('bad input never 500', async () => {
    const member = await createMember(t.db);
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            gameId: fc.string({ maxLength: 80 }),
            vassalage: fc.string({ maxLength: 30 }),
            gameType: fc.string({ maxLength: 30 }),
            accountType: fc.oneof(fc.integer(), fc.string()),
            backUrl: fc.string({ maxLength: 400 }),
          },
          { requiredKeys: [] },
        ),
        async (q) => {
          const qs = new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)])).toString();
          const res = await launch(qs, member.token);
          expect(res.statusCode).toBeLessThan(500);
          if (res.statusCode === 200) expect(res.json().value.gameUrl).toMatch(/^\/m\/(app|lottery)\?/);
        },
      ),
      { numRuns: 60 },
    );
  });
});
