import type { Queryable } from '../db/db';
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
  /** The member's wallet the game plays from (gameWalletOf), kept with the player token. */
  wallet: string;
  /** real money (accountType 1) or free play (accountType 0: no session token, no money). */
  mode: 'real' | 'free';
  language: string;
  backUrl: string;
}

export interface ProviderAdapter {
  launch(db: Queryable, provider: ProviderConfig, input: LaunchInput): Promise<string>;
}

const SESSION_HOURS = 12;

async function playerToken(db: Queryable, provider: ProviderConfig, input: LaunchInput): Promise<string | null> {
  if (input.mode === 'free' || !input.member) return null;
  const token = newToken();
  await repo.insertSession(db, { tokenHash: hashToken(token), provider: provider.code, memberId: input.member.id, vendor: input.vendor, gameCode: input.gameCode, gameType: input.gameType, wallet: input.wallet, hours: SESSION_HOURS });
  return token;
}

function withQuery(base: string, params: Record<string, string | null>): string {
  const url = new URL(base, 'http://local');
  for (const [k, v] of Object.entries(params)) if (v !== null && v !== '') url.searchParams.set(k, v);
  return /^https?:/.test(base) ? url.toString() : `${url.pathname}${url.search}`;
}

/** The local demo provider: its game page is the lobby's /m/app?provider=demo screen. */
const demoAdapter: ProviderAdapter = {
  async launch(db, provider, input) {
    const token = await playerToken(db, provider, input);
    return withQuery(provider.launchUrl, { vendor: input.vendor, game: input.gameCode, nodeId: input.nodeId, type: input.gameType, mode: input.mode, token, lang: input.language, backUrl: input.backUrl });
  },
};

/** A remote vendor: its launch URL with the player token and game; the vendor calls back our wallet. */
const redirectAdapter: ProviderAdapter = {
  async launch(db, provider, input) {
    const token = await playerToken(db, provider, input);
    return withQuery(provider.launchUrl, { game: input.gameCode, mode: input.mode, token, lang: input.language, backUrl: input.backUrl });
  },
};

export const ADAPTERS: Record<ProviderConfig['adapter'], ProviderAdapter> = { demo: demoAdapter, redirect: redirectAdapter };
