import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { Db } from '../db/db';
import { ok } from '../http/envelope';
import { contract, typed } from '../http/contract';
import { requireRealMember } from '../http/auth';
import { requestLang } from '../http/language';
import { BetPage, BetQuery, LanguageQuery, TransactionPage, TransactionQuery, TxCode } from '@site/shared/src/contracts/wallet';
import { betRecords, transactionRecords, txCodeList } from './records.service';

/** Records pages: transaction records, their type codes, bet records. Real members, own records only. */
export async function recordsRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = typed(fastify);

  app.get(
    '/wps/relay/GLS2_TxCodeList',
    {
      schema: contract({
        tag: 'wallet',
        summary: 'Transaction types to filter the records by',
        querystring: LanguageQuery,
        value: Type.Array(TxCode),
      }),
    },
    async (request) => {
      requireRealMember(request);
      return ok(txCodeList(requestLang(request)));
    },
  );

  app.get(
    '/wps/relay/ODS2_MemberTransaction',
    {
      schema: contract({
        tag: 'wallet',
        summary: "A page of the member's transaction records, newest first",
        querystring: TransactionQuery,
        value: TransactionPage,
      }),
    },
    async (request) => {
      const member = requireRealMember(request);
      return ok(await transactionRecords(db, member.id, request.query, requestLang(request)));
    },
  );

  /** BET transfers with their wins and outcome. */
  app.get(
    '/wps/wallets/bets',
    {
      schema: contract({ tag: 'wallet', summary: "A page of the member's bet records with totals", querystring: BetQuery, value: BetPage }),
    },
    async (request) => {
      const member = requireRealMember(request);
      return ok(await betRecords(db, member.id, request.query, requestLang(request)));
    },
  );
}
