import fc from 'fast-check';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createMember } from '../../test/members';

describe('favourites and recents', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const ids = async (token: string) =>
    (await t.call({ method: 'GET', url: '/wps/relay/MCSFE_getFavoriteGames', token })).json().value as string[];
  const add = (token: string | undefined, payload: object) =>
    t.call({ method: 'POST', url: '/wps/relay/MCSFE_addFavoriteGameV2', token, payload });
  const remove = (token: string | undefined, payload: object) =>
    t.call({ method: 'DELETE', url: '/wps/relay/MCSFE_removeFavoriteGameV2', token, payload });

  test('member only: guests get 401 login.not.session on every favourite and recent call', async () => {
    for (const res of [
      await t.call({ method: 'GET', url: '/wps/relay/MCSFE_getFavoriteGames' }),
      await t.call({ method: 'GET', url: '/wps/relay/MCSFE_getFavoriteGamesList' }),
      await add(undefined, { nodeId: 'pg-1', vendor: 'PG' }),
      await remove(undefined, { nodeId: 'pg-1', vendor: 'PG' }),
      await t.call({ method: 'GET', url: '/wps/relay/GCS_recentGame?pageNo=1&pageSize=50&clientType=2' }),
      await t.call({ method: 'GET', url: '/wps/relay/GCS_addRecentGame?nodeId=pg-1' }),
      await t.call({ method: 'GET', url: '/wps/relay/GCS_recentGame', token: 'not-a-token' }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().errorCode).toBe('login.not.session');
    }
  });

  test('add is idempotent, remove is idempotent, per member', async () => {
    const alice = await createMember(t.db);
    const bob = await createMember(t.db);
    expect((await add(alice.token, { nodeId: 'pg-1', vendor: 'PG', token: alice.token })).json().value).toEqual({
      nodeId: 'pg-1',
      added: true,
    });
    expect((await add(alice.token, { nodeId: 'pg-1', vendor: 'PG' })).json().value).toEqual({ nodeId: 'pg-1', added: false });
    expect((await add(alice.token, { nodeId: 'bgs-slot', vendor: 'BGS' })).json().value.added).toBe(true);
    expect(await ids(alice.token)).toEqual(expect.arrayContaining(['pg-1', 'bgs-slot']));
    expect(await ids(alice.token)).toHaveLength(2);
    expect(await ids(bob.token)).toEqual([]);

    const page = (
      await t.call({ method: 'GET', url: '/wps/relay/MCSFE_getFavoriteGamesList?pageNo=1&pageSize=50&language=EN', token: alice.token })
    ).json().value;
    expect(page).toMatchObject({ pageNum: 1, totalPages: 1, totalCount: 2 });
    expect(page.content.map((g: { nodeId: string }) => g.nodeId).sort()).toEqual(['bgs-slot', 'pg-1']);
    expect(page.content.find((g: { nodeId: string }) => g.nodeId === 'bgs-slot').gameName).toBe('Royal Fortune Reels');

    // Bob removing Alice's favourite changes nothing of hers.
    expect((await remove(bob.token, { nodeId: 'pg-1', vendor: 'PG' })).json().value.removed).toBe(false);
    expect(await ids(alice.token)).toHaveLength(2);
    expect((await remove(alice.token, { nodeId: 'pg-1', vendor: 'PG' })).json().value).toEqual({ nodeId: 'pg-1', removed: true });
    expect((await remove(alice.token, { nodeId: 'pg-1', vendor: 'PG' })).json().value.removed).toBe(false);
    expect(await ids(alice.token)).toEqual(['bgs-slot']);
  });

  test('unknown games, wrong vendors and lottery games are refused without a change', async () => {
    const member = await createMember(t.db);
    expect((await add(member.token, { nodeId: 'nope', vendor: 'PG' })).statusCode).toBe(404);
    expect((await add(member.token, { nodeId: 'pg-1', vendor: 'JILI' })).statusCode).toBe(404);
    const lott = await add(member.token, { nodeId: 'lott-1', vendor: 'TCG_LOTTO' });
    expect(lott.statusCode).toBe(403);
    expect(lott.json().errorCode).toBe('function.not.available');
    expect(await ids(member.token)).toEqual([]);
  });

  test('favourites list pages', async () => {
    const member = await createMember(t.db);
    for (const nodeId of ['pg-1', 'pg-2', 'pg-3', 'pp-1', 'pp-2']) await add(member.token, { nodeId });
    const page2 = (
      await t.call({ method: 'GET', url: '/wps/relay/MCSFE_getFavoriteGamesList?pageNo=2&pageSize=2', token: member.token })
    ).json().value;
    expect(page2).toMatchObject({ pageNum: 2, totalPages: 3, totalCount: 5 });
    expect(page2.content).toHaveLength(2);
  });

  test('recents: add by GET, newest first, repeats move to the top, kept to 50', async () => {
    const member = await createMember(t.db);
    const recent = async () =>
      (
        await t.call({ method: 'GET', url: '/wps/relay/GCS_recentGame?pageNo=1&pageSize=50&clientType=2&language=EN', token: member.token })
      ).json().value;
    expect(await recent()).toEqual([]);
    for (const nodeId of ['pg-1', 'sa-1', 'bgs-slot']) {
      const res = await t.call({ method: 'GET', url: `/wps/relay/GCS_addRecentGame?nodeId=${nodeId}&clientType=2`, token: member.token });
      expect(res.json().value).toEqual({ nodeId });
    }
    await t.call({ method: 'GET', url: '/wps/relay/GCS_addRecentGame?nodeId=pg-1&vendor=PG', token: member.token });
    const list = await recent();
    expect(list.map((g: { nodeId: string }) => g.nodeId)).toEqual(['pg-1', 'bgs-slot', 'sa-1']);
    expect(list[0].playedAt).toEqual(expect.any(Number));
    expect(
      (await t.call({ method: 'GET', url: '/wps/relay/GCS_addRecentGame?nodeId=pg-1&vendor=SA', token: member.token })).statusCode,
    ).toBe(404);

    const all = await t.db.query<{ node_id: string }>('SELECT node_id FROM games WHERE active LIMIT 60');
    for (const { node_id } of all)
      await t.call({ method: 'GET', url: `/wps/relay/GCS_addRecentGame?nodeId=${node_id}`, token: member.token });
    expect(await recent()).toHaveLength(50);
    const [{ n }] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM game_recents WHERE member_id = $1', [member.id]);
    expect(n).toBe(50);
  });

  test('random favourite bodies never cause a 500 nor change anything', async () => {
    const member = await createMember(t.db);
    await add(member.token, { nodeId: 'pg-1', vendor: 'PG' });
    const body = fc.oneof(
      fc.anything(),
      fc.record(
        { nodeId: fc.oneof(fc.string(), fc.integer(), fc.constant('')), vendor: fc.oneof(fc.string(), fc.constant(null)) },
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(body, fc.boolean(), async (payload, isAdd) => {
        const res = isAdd ? await add(member.token, payload as object) : await remove(member.token, payload as object);
        expect(res.statusCode).toBeLessThan(500);
      }),
      { numRuns: 200 },
    );
    // Random strings never name a real game, so the favourites are as they were.
    expect(await ids(member.token)).toEqual(['pg-1']);
  });
});
