import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { Db } from '../db/db';
import { ok } from '../http/envelope';
import { contract, typed } from '../http/contract';
import { Winner, WinnersQuery } from '@site/shared/src/contracts/games';
import { gameIconUrl, toLang } from './catalogue.service';
import { topWinners } from './winners.repository';

export async function winnersRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = typed(fastify);
  app.get(
    '/wps/relay/GCSGAME_getRankList',
    {
      schema: contract({
        tag: 'games',
        summary: 'The biggest recent wins, of one category or ALL',
        querystring: WinnersQuery,
        value: Type.Array(Winner),
      }),
    },
    async (request) => {
      const q = request.query;
      const lang = toLang(q.language ?? request.headers.language);
      const category = q.gameCategory.toUpperCase() === 'ALL' ? null : q.gameCategory.toUpperCase();
      const rows = await topWinners(db, request.merchant.code, category, q.limitNum);
      // api-conventions A12.2: list of {vo: {...}}; amounts stay integer minor units.
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
