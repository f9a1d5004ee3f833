import fc from 'fast-check';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createMember } from '../../test/members';
import { maskAccount, recordWin } from './winners.repository';

describe('winner board', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const board = async (query = 'gameCategory=ALL&language=EN&limitNum=20') =>
    (await t.call({ method: 'GET', url: `/wps/relay/GCSGAME_getRankList?${query}` })).json().value;

  test('limit 20, winAmount descending, platform shape', async () => {
    const list = await board();
    expect(list).toHaveLength(20);
    const amounts = list.map((e: { vo: { winAmount: number } }) => e.vo.winAmount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(list[0].vo).toMatchObject({
      gameName: expect.any(String),
      customerName: expect.stringContaining('***'),
      iconUrl: expect.stringMatching(/^\/wps\/game\/icon\//),
      nodeId: expect.any(String),
      gameType: expect.any(String),
      vendor: expect.any(String),
    });
    expect(Number.isInteger(list[0].vo.winAmount)).toBe(true);
  });

  test('by category; settled wins recorded by the game side show up, masked', async () => {
    const cock = await board('gameCategory=COCKFIGHT');
    expect(cock.every((e: { vo: { gameType: string } }) => e.vo.gameType === 'COCKFIGHT')).toBe(true);
    const member = await createMember(t.db, { account: 'bigwinner77' });
    await recordWin(t.db, {
      merchantCode: 'DEMO',
      memberId: member.id,
      account: member.account,
      nodeId: 'bgs-roulette',
      winAmount: 99_000_000,
    });
    const top = (await board())[0].vo;
    expect(top).toMatchObject({ nodeId: 'bgs-roulette', customerName: 'big***77', winAmount: 99_000_000 });
    expect(maskAccount('abc')).toBe('a***');
  });

  test('bad queries never 500', async () => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom('gameCategory', 'language', 'limitNum'), fc.string()), async (q) => {
        const res = await t.call({ method: 'GET', url: `/wps/relay/GCSGAME_getRankList?${new URLSearchParams(q)}` });
        expect(res.statusCode).toBeLessThan(500);
      }),
      { numRuns: 100 },
    );
  });
});
