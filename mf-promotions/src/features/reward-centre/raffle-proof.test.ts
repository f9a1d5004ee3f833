import { createHash } from 'node:crypto';
import { webcrypto } from 'node:crypto';
import { verifyDraw } from './raffle-proof';

/** The browser's check of a drawn raffle: the same algorithm as the API's drawWinners, recomputed from what is published. */

beforeAll(() => {
  if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
});

const sha = (s: string) => createHash('sha256').update(s).digest('hex');

/** The API's draw (raffle.service.ts drawWinners), written out again. */
function draw(seed: string, tickets: string[], prizes: number[]) {
  const left = tickets.map((name, ticket) => ({ name, ticket }));
  return prizes.flatMap((prize, i) => {
    if (!left.length) return [];
    const [won] = left.splice(Number(BigInt(`0x${sha(`${seed}:${i}`)}`) % BigInt(left.length)), 1);
    return [{ place: i + 1, ticket: won.ticket, name: won.name, prize, mine: false }];
  });
}

const seed = 'a'.repeat(64);
const tickets = ['abc***yz', 'abc***yz', 'def***uv', 'ghi***st'];
const prizes = [1_000, 500];
const published = { seed, seedHash: sha(seed), tickets, prizes, winners: draw(seed, tickets, prizes) };

test('a faithful draw verifies', async () => {
  expect(await verifyDraw(published)).toBe(true);
});

test('a seed that is not the committed one, or other winners, fail', async () => {
  expect(await verifyDraw({ ...published, seedHash: sha('other') })).toBe(false);
  const [first, ...rest] = published.winners;
  expect(await verifyDraw({ ...published, winners: [{ ...first, ticket: (first.ticket + 1) % tickets.length }, ...rest] })).toBe(false);
  expect(await verifyDraw({ ...published, winners: [{ ...first, name: 'zzz***zz' }, ...rest] })).toBe(false);
});

test('before the draw there is nothing to check', async () => {
  expect(await verifyDraw({ ...published, seed: null, tickets: null, winners: [] })).toBeNull();
});
