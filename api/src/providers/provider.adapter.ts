import type { Db, Queryable } from '../db/db';
import { AppError } from '../http/errors';
import type { GameSession } from '@site/shared/src/contracts/games';
import type { ProviderCallback } from '@site/shared/src/contracts/providers';
import { hashToken, newToken } from '../session/session.repository';
import type { ProviderConfig } from './provider.config';
import * as repo from './provider.repository';

/**
 * The seam where a game provider plugs in: launch gives the player's game URL; money then flows through the
 * seamless-wallet callbacks (provider-wallet.service.ts) signed with the provider's secret.
 */
export interface LaunchInput {
  member: { id: number } | null;
  vendor: string;
  /** The catalogue's node id: the demo game page reads the game's name by it. */
  nodeId: string;
  gameCode: string;
  gameType: string;
  /** The member's wallet the game plays from (gameWalletOf), kept with the ticket and then the player token. */
  wallet: string;
  /** real money (accountType 1) or free play (accountType 0: no ticket, no money). */
  mode: 'real' | 'free';
  language: string;
  backUrl: string;
}

export interface ProviderAdapter {
  launch(db: Queryable, provider: ProviderConfig, input: LaunchInput): Promise<string>;
  /**
   * Whether this credit ends its round: after it, a credit of that round with a new transaction id is held for
   * review (provider-wallet.service.ts). A vendor maps its own end-of-round flag here.
   */
  closesRound(body: ProviderCallback): boolean;
}

/**
 * Our callback contract's `roundEnd`: a credit closes its round unless it says `roundEnd: false`. So the demo vendor's
 * single-credit rounds (a spin, a batch, a seat, a sports bet) close on their first credit, and a round of several
 * credits (a live table's bets) flags only its last one.
 */
const roundEndFlag = (body: ProviderCallback) => body.roundEnd !== false;

/**
 * A game URL lands in history, logs and shared links, so it carries no session or player token: only a launch
 * ticket, which the game page (or the vendor's server) exchanges once, within a minute, for the player token
 * (POST /wps/game/ticket). The ticket is worthless after that.
 */
const TICKET_SECONDS = 60;
const SESSION_HOURS = 12;

async function launchTicket(db: Queryable, provider: ProviderConfig, input: LaunchInput): Promise<string | null> {
  if (input.mode === 'free' || !input.member) return null;
  const ticket = newToken();
  await repo.insertTicket(db, {
    ticketHash: hashToken(ticket),
    provider: provider.code,
    memberId: input.member.id,
    vendor: input.vendor,
    gameCode: input.gameCode,
    gameType: input.gameType,
    wallet: input.wallet,
    seconds: TICKET_SECONDS,
  });
  return ticket;
}

/** Exchanges a launch ticket (once) for the player token the provider's wallet callbacks carry. */
export async function exchangeLaunchTicket(db: Db, ticket: string): Promise<GameSession> {
  return db.transaction(async (tx) => {
    const row = await repo.claimTicket(tx, hashToken(ticket));
    if (!row) throw new AppError('launch.ticket.invalid');
    const playerToken = newToken();
    await repo.insertSession(tx, {
      tokenHash: hashToken(playerToken),
      provider: row.provider,
      memberId: Number(row.member_id),
      vendor: row.vendor,
      gameCode: row.game_code,
      gameType: row.game_type,
      wallet: row.wallet,
      hours: SESSION_HOURS,
    });
    return { playerToken, provider: row.provider, vendor: row.vendor, game: row.game_code, gameType: row.game_type };
  });
}

function withQuery(base: string, params: Record<string, string | null>): string {
  const url = new URL(base, 'http://local');
  for (const [k, v] of Object.entries(params)) if (v !== null && v !== '') url.searchParams.set(k, v);
  return /^https?:/.test(base) ? url.toString() : `${url.pathname}${url.search}`;
}

/** The local demo provider: its game page is the lobby's /m/app?provider=demo screen. */
const demoAdapter: ProviderAdapter = {
  async launch(db, provider, input) {
    const ticket = await launchTicket(db, provider, input);
    return withQuery(provider.launchUrl, {
      vendor: input.vendor,
      game: input.gameCode,
      nodeId: input.nodeId,
      type: input.gameType,
      mode: input.mode,
      ticket,
      lang: input.language,
      backUrl: input.backUrl,
    });
  },
  closesRound: roundEndFlag,
};

/** A remote vendor: its launch URL with the game and a launch ticket, which its server exchanges; it then calls back our wallet. */
const redirectAdapter: ProviderAdapter = {
  async launch(db, provider, input) {
    const ticket = await launchTicket(db, provider, input);
    return withQuery(provider.launchUrl, { game: input.gameCode, mode: input.mode, ticket, lang: input.language, backUrl: input.backUrl });
  },
  closesRound: roundEndFlag,
};

export const ADAPTERS: Record<ProviderConfig['adapter'], ProviderAdapter> = { demo: demoAdapter, redirect: redirectAdapter };
