import type { Db } from '../db/db';
import { AppError } from '../http/errors';
import { isRealMember } from '../http/auth';
import type { SessionMember } from '../session/session.repository';
import type { Merchant } from '../system/merchant.repository';
import { ADAPTERS } from '../providers/provider.adapter';
import { providerForVendor, type ProvidersConfig } from '../providers/provider.config';
import { BGS_GAME_IDS } from './bgs/bgs.service';
import { findLaunchGame } from './catalogue.repository';
import { gameWalletOf } from './game-wallet';
import type { LaunchQuery, LaunchResult } from '@site/shared/src/contracts/games';

/** Lottery vendors open the lobby's lottery screen instead of a provider. */
const LOTTERY_TYPES = new Set(['LOTT', 'ELOTT']);

/** Only same-site paths come back as backUrl (no open redirect through the game page). */
export function safeBackUrl(value: string | undefined): string {
  return value && /^\/m\/[A-Za-z0-9/_.?=&%-]*$/.test(value) && !value.startsWith('//') ? value : '/m/home';
}

/**
 * GET /wps/game/launchGame: the game is the catalogue's (by nodeId, else by the vendor's gameId and vendor), never
 * what the client says it is: its vendor decides the provider and the wallet, its node id the game page's name.
 * In-house BGS games open their page, lottery games the lottery screen, the rest their provider. Real play needs a
 * real member (product-rules 6: guests go to login, trial accounts play free); accountType 0 is free play with no money.
 */
export async function launchGame(
  db: Db,
  providers: ProvidersConfig,
  merchant: Merchant,
  member: SessionMember | null,
  q: LaunchQuery,
): Promise<LaunchResult> {
  const game = await findLaunchGame(db, { nodeId: q.nodeId, gameId: q.gameId, vassalage: q.vassalage?.toUpperCase() || undefined });
  if (!game) throw new AppError('game.not.found');
  const free = q.accountType === 0 || (member !== null && !isRealMember(member));
  if (!free && !member) throw new AppError('login.not.session');
  const mode: 'real' | 'free' = free ? 'free' : 'real';
  const language = (q.language ?? 'TH').toUpperCase().slice(0, 5);
  const backUrl = safeBackUrl(q.backUrl);
  const params = (extra: Record<string, string>) => new URLSearchParams({ ...extra, mode, lang: language, backUrl }).toString();
  const wallet = free ? null : await gameWalletOf(db, merchant, game.vassalage);

  let url: string;
  if (game.vassalage === 'BGS') {
    const bgs = BGS_GAME_IDS[game.node_id];
    if (!bgs) throw new AppError('game.not.found');
    url = `/m/app?${params({ game: bgs, nodeId: game.node_id })}`;
  } else if (LOTTERY_TYPES.has(game.game_type)) {
    url = `/m/lottery?${params({ gameId: game.game_id })}`;
  } else {
    const provider = providerForVendor(providers, game.vassalage);
    url = await ADAPTERS[provider.adapter].launch(db, provider, {
      member: free ? null : member,
      vendor: game.vassalage,
      nodeId: game.node_id,
      gameCode: game.game_id,
      gameType: game.game_type,
      wallet: wallet ?? 'MAIN',
      mode,
      language,
      backUrl,
    });
  }
  return { content: { game_url: url }, gameUrl: url, mode, nodeId: game.node_id, wallet };
}
