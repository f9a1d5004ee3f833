import type { RaffleView } from '@site/shared';

/**
 * Checks a drawn raffle in the browser, as anyone can (docs/promotions.md, Raffle; product-rules 4.35): the published
 * seed hashes to the hash published before the draw, and drawing again from the seed and the published ticket list
 * (sha256("<seed>:<place>") mod the tickets left, the ticket leaving the list) gives the published winners.
 */

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');

async function sha256(text: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}

/** True when both hold, false when either fails, null when it cannot be checked here (not drawn, no Web Crypto). */
export async function verifyDraw(
  raffle: Pick<RaffleView, 'seed' | 'seedHash' | 'tickets' | 'winners' | 'prizes'>,
): Promise<boolean | null> {
  if (!raffle.seed || !raffle.tickets || typeof crypto === 'undefined' || !crypto.subtle) return null;
  if ((await sha256(raffle.seed)) !== raffle.seedHash) return false;
  const left = raffle.tickets.map((name, ticket) => ({ name, ticket }));
  for (const [i, prize] of raffle.prizes.entries()) {
    const winner = raffle.winners.find((w) => w.place === i + 1);
    if (!left.length) return !winner;
    const index = Number(BigInt(`0x${await sha256(`${raffle.seed}:${i}`)}`) % BigInt(left.length));
    const [won] = left.splice(index, 1);
    if (!winner || winner.ticket !== won.ticket || winner.name !== won.name || winner.prize !== prize) return false;
  }
  return true;
}
