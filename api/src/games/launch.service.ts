import type { Db } from '../db/db';
import { AppError } from '../http/errors';
import { isRealMember } from '../http/auth';
import type { SessionMember } from '../session/session.repository';
import { ADAPTERS } from '../providers/provider.adapter';
import { providerForVendor, type ProvidersConfig } from '../providers/provider.config';
import { BGS_GAME_IDS } from './bgs/bgs.service';

export interface LaunchQuery {
  nodeId?: string;
  gameId?: string;
  vassalage?: string;
  gameType?: string;
  platform?: string;
  clientType?: number;
  launchMode?: string;
  /** 1 real money, 0 free play (API-NOTES). */
  accountType?: number;
  language?: string;
  backUrl?: string;
}

export interface LaunchResult {
  content: { game_url: string };
  gameUrl: string;
  mode: 'real' | 'free';
}

/** Lottery vendors open the lobby's lottery screen instead of a provider. */
const LOTTERY_TYPES = new Set(['LOTT', 'ELOTT']);

/** Only same-site paths come back as backUrl (no open redirect through the game page). */
export function safeBackUrl(value: string | undefined): string {
  return value && /^\/m\/[A-Za-z0-9/_.?=&%-]*$/.test(value) && !value.startsWith('//') ? value : '/m/home';
}

/**
 * GET /wps/game/launchGame: resolves the game (in-house BGS, lottery or a provider's vendor) and answers its URL.
 * Real play needs a real member (spec 6: guests go to login, trial accounts play free); accountType 0 is free play
 * with no money movement.
 */
export async function launchGame(db: Db, providers: ProvidersConfig, member: SessionMember | null, q: LaunchQuery): Promise<LaunchResult> {
  const gameId = q.gameId ?? q.nodeId;
  const vendor = (q.vassalage ?? (gameId && BGS_GAME_IDS[gameId] ? 'BGS' : '')).toUpperCase();
  if (!gameId || !vendor) throw new AppError('game.not.found');
  const free = q.accountType === 0 || (member !== null && !isRealMember(member));
  if (!free && !member) throw new AppError('login.not.session');
  const mode: 'real' | 'free' = free ? 'free' : 'real';
  const language = (q.language ?? 'TH').toUpperCase().slice(0, 5);
  const backUrl = safeBackUrl(q.backUrl);
  const params = (extra: Record<string, string>) => new URLSearchParams({ ...extra, mode, lang: language, backUrl }).toString();

  let url: string;
  if (vendor === 'BGS') {
    const game = BGS_GAME_IDS[gameId];
    if (!game) throw new AppError('game.not.found');
    url = `/m/app?${params({ game })}`;
  } else if (LOTTERY_TYPES.has((q.gameType ?? '').toUpperCase()) || vendor === 'LOTT' || vendor === 'ELOTT') {
    url = `/m/lottery?${params({ gameId })}`;
  } else {
    if (!/^[A-Za-z0-9_-]{1,60}$/.test(gameId) || !/^[A-Z0-9_]{1,20}$/.test(vendor)) throw new AppError('game.not.found');
    const gameType = (q.gameType ?? 'RNG').toUpperCase();
    const provider = providerForVendor(providers, vendor);
    url = await ADAPTERS[provider.adapter].launch(db, provider, { member: free ? null : member, vendor, gameCode: gameId, gameType, mode, language, backUrl });
  }
  return { content: { game_url: url }, gameUrl: url, mode };
}
