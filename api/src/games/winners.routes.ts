import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import { ok } from '../http/envelope';
import { gameIconUrl, toLang } from './catalogue.service';
import { topWinners } from './winners.repository';

/** spec 9: winner limit 20. */
export const WINNER_LIMIT = 20;

export async function winnersRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get(
    '/wps/relay/GCSGAME_getRankList',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            gameCategory: { type: 'string', pattern: '^[A-Za-z_]{1,20}$', default: 'ALL' },
            language: { type: 'string', pattern: '^[A-Za-z]{2}$' },
            limitNum: { type: 'integer', minimum: 1, maximum: 50, default: WINNER_LIMIT },
          },
        },
      },
    },
    async (request) => {
      const q = request.query as { gameCategory: string; language?: string; limitNum: number };
      const lang = toLang(q.language ?? request.headers.language);
      const category = q.gameCategory.toUpperCase() === 'ALL' ? null : q.gameCategory.toUpperCase();
      const rows = await topWinners(db, request.merchant.code, category, q.limitNum);
      // API-NOTES: list of {vo: {...}}; amounts stay integer minor units.
      return ok(
        rows.map((r) => {
          const name = lang === 'EN' ? r.name_en : r.name_th;
          return {
            vo: {
              nodeId: r.node_id,
              gameName: name,
              nodeName: name,
              customerName: r.customer_name,
              winAmount: Number(r.win_amount),
              iconUrl: gameIconUrl(r.node_id, lang),
              gameType: r.game_type,
              gameCategory: r.game_type,
              vendor: r.vassalage,
              wonAt: new Date(r.won_at).getTime(),
            },
          };
        }),
      );
    },
  );
}
