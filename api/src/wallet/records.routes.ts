import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import { ok } from '../http/envelope';
import { requireRealMember } from '../http/auth';
import { requestLang } from './money';
import { betRecords, MAX_PAGE_SIZE, transactionRecords, txCodeList, type RecordQuery } from './records.service';

const pagedQuery = {
  type: 'object',
  properties: {
    startTime: { type: 'integer', minimum: 0 },
    endTime: { type: 'integer', minimum: 0 },
    page: { type: 'integer', minimum: 1, maximum: 100_000 },
    size: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE },
    codeTypes: { type: 'string', maxLength: 400 },
    vendor: { type: 'string', maxLength: 40 },
    language: { type: 'string', maxLength: 8 },
  },
};

/** Records pages: transaction records, their type codes, bet records. Real members, own records only. */
export async function recordsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get('/wps/relay/GLS2_TxCodeList', async (request) => {
    requireRealMember(request);
    return ok(txCodeList(requestLang(request)));
  });

  /** Query codeTypes (comma list of txTypeId), startTime, endTime (ms), page (1..), size (..100), language. */
  app.get('/wps/relay/ODS2_MemberTransaction', { schema: { querystring: pagedQuery } }, async (request) => {
    const member = requireRealMember(request);
    return ok(await transactionRecords(db, member.id, request.query as RecordQuery, requestLang(request)));
  });

  /** Bet records: BET transfers with their wins and outcome; query startTime, endTime (ms), page, size, vendor, language. */
  app.get('/wps/wallets/bets', { schema: { querystring: pagedQuery } }, async (request) => {
    const member = requireRealMember(request);
    return ok(await betRecords(db, member.id, request.query as RecordQuery & { vendor?: string }, requestLang(request)));
  });
}
