import type { Queryable } from '../db/db';
import { AppError } from '../http/errors';
import { themeOf } from '@site/shared/src/games/game-themes';
import type { VendorSlotGame, VendorSlotSpin, VendorSlotSpinRequest } from '@site/shared/src/contracts/vendor-slots';
import { type CallbackSender, debitBet } from './demo-provider';
import { SLOT_MAX_BET, SLOT_MIN_BET, SLOT_MODELS, SLOT_VENDORS, fairSpin, slotServerSeed, type SlotVendor } from './vendor-slots';
import { hashServerSeed } from '../games/bgs/fair';
import { playerKey } from './player-token';
import * as repo from './vendor-slot.repository';

/**
 * The demo vendors' slot server (docs/games.md, "Vendor slots"). A spin moves money only through the operator's
 * seamless-wallet callbacks, with transaction ids from the page's spin id:
 * - one debit S<spin id>:D of the bet, then one credit S<spin id>:C of the win (0 closes a lost spin);
 * - a spin that fails after its debit (its credit refused or lost) is refunded by one rollback S<spin id>:RB; so is a
 *   debit whose answer is lost (the rollback moves nothing if the debit was never applied).
 * Spinning the same id again spins nothing more: the wallet answers each repeated callback with its first result,
 * and the outcome comes back the same (it is a function of the spin's seeds). The same id with another body is
 * idempotency.conflict.
 */
export const BETS = [100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000];

async function gameOf(db: Queryable, code: string) {
  const row = await repo.findSlotGame(db, code, SLOT_VENDORS);
  if (!row) throw new AppError('game.not.found');
  return { code: row.game_id, model: SLOT_MODELS[row.vassalage as SlotVendor], theme: themeOf(row.name_en, 'RNG') };
}

/** Free play draws from seeds of its own: a free spin never shows what a real spin of the same id would be. */
const seedOf = (secret: string, game: string, spinId: string, free: boolean) =>
  slotServerSeed(secret, free ? `free:${game}` : game, spinId);

/** The game's rules as the page draws them, with the commitment of the spin it will ask for next. */
export async function slotGame(db: Queryable, secret: string, code: string, spinId: string | null, free: boolean): Promise<VendorSlotGame> {
  const { code: game, model, theme } = await gameOf(db, code);
  return {
    game,
    vendor: model.vendor,
    theme,
    mechanic: model.mechanic,
    reels: model.reels,
    rows: model.rows,
    divisor: model.divisor,
    symbols: [...model.symbols],
    pays: Object.fromEntries(Object.entries(model.pays).map(([s, p]) => [s, [...p]])),
    ...(model.tiers ? { tiers: [...model.tiers] } : {}),
    ...(model.wild ? { wild: model.wild } : {}),
    ...(model.lines ? { lines: model.lines.map((l) => [...l]) } : {}),
    ...(model.scatter ? { scatter: { ...model.scatter, pays: { ...model.scatter.pays } } } : {}),
    rtp: model.statedRtp,
    bets: BETS,
    spinId,
    commitment: spinId ? hashServerSeed(seedOf(secret, game, spinId, free)) : null,
  };
}

function checkBet(bet: unknown): number {
  if (typeof bet !== 'number' || !Number.isSafeInteger(bet) || bet < SLOT_MIN_BET || bet > SLOT_MAX_BET || bet % 100 !== 0)
    throw new AppError('game.bet.invalid');
  return bet;
}

/** One spin: free without a token (nothing kept, no money), else recorded and settled through the callbacks. */
export async function spin(
  db: Queryable,
  send: CallbackSender | null,
  secret: string,
  req: VendorSlotSpinRequest,
): Promise<VendorSlotSpin> {
  const bet = checkBet(req.bet);
  const g = await gameOf(db, req.game);
  const free = !req.token || !send;
  const serverSeed = seedOf(secret, g.code, req.spinId, free);
  const outcome = fairSpin(g.model, serverSeed, req.clientSeed, bet);
  const view = (status: string, win: number, balance: number | null): VendorSlotSpin => ({
    spinId: req.spinId,
    game: g.code,
    bet,
    win,
    screens: outcome.screens,
    freeSpins: outcome.freeSpins,
    status,
    serverSeed,
    commitment: hashServerSeed(serverSeed),
    clientSeed: req.clientSeed,
    balance,
  });
  if (free) return view('free', outcome.win, null);

  const token = req.token!;
  const key = playerKey(token);
  let row = await repo.findSpin(db, req.spinId);
  if (row) {
    const same = row.player_key === key && row.game_code === g.code && Number(row.bet) === bet && row.client_seed === req.clientSeed;
    if (!same) throw new AppError('idempotency.conflict');
  } else {
    row = await repo.insertSpin(db, {
      spinId: req.spinId,
      game: g.code,
      vendor: g.model.vendor,
      playerKey: key,
      bet,
      clientSeed: req.clientSeed,
    });
    if (!row) return spin(db, send, secret, req);
  }
  const id = Number(row.id);
  const base = { playerToken: token, roundId: `S${req.spinId}`, gameCode: g.code };
  const debitId = `S${req.spinId}:D`;
  const refund = async () => {
    const refunded = await send!('rollback', { ...base, transactionId: `S${req.spinId}:RB`, refTransactionId: debitId });
    await repo.setSpinStatus(db, id, 'refunded', bet);
    return view('refunded', 0, refunded.balance);
  };
  // A spin refunded once stays refunded (its rollback, sent again, is answered with its first result).
  if (row.status === 'refunded') return refund();
  if (row.status === 'refused') throw new AppError('slot.spin.refused');
  let debited;
  try {
    debited = await debitBet(send, { ...base, transactionId: debitId, amount: bet }, `S${req.spinId}:RB`);
  } catch (error) {
    await repo.setSpinStatus(db, id, 'refused', null);
    throw error;
  }
  if (debited.status !== 'OK') {
    // Refused by the wallet (a rollback of it came first): nothing moved, nothing to spin.
    await repo.setSpinStatus(db, id, 'refused', null);
    throw new AppError('slot.spin.refused');
  }
  if (row.status === 'placed') await repo.setSpinStatus(db, id, 'debited', null);
  let credited;
  try {
    credited = await send('credit', { ...base, transactionId: `S${req.spinId}:C`, amount: outcome.win });
  } catch {
    // The win could not be paid: the spin is called off and its bet goes back, once.
    return refund();
  }
  await repo.setSpinStatus(db, id, 'settled', outcome.win);
  return view('settled', outcome.win, credited.balance);
}
