import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/db';
import { ok } from '../http/envelope';
import { requireRealMember } from '../http/auth';
import { requireOperator } from '../http/operator';
import { AppError } from '../http/errors';
import { parseAmount, parseRequestKey } from '../wallet/money';
import { MAX_PAGE_SIZE, recordRange, type RecordQuery } from '../wallet/records.service';
import { operatorWithdrawals, payoutWithdrawal, rejectWithdrawal, requestWithdrawal, withdrawalRecords, withdrawInfo } from './withdraw.service';

/**
 * Withdrawals. Member (real members only):
 *   POST /wps/transaction/withdraw          {amount, bankCardId, paymentPassword, idempotencyKey?}
 *                                           -> {id, orderNo, amount, status: PENDING, bankName, accountNo (masked), holder, balances, replayed}
 *   GET  /wps/transaction/withdraw/info     -> {minAmount, maxAmount, dailyCount, vipLevel, usedToday, availBalance, heldBalance, hasPaymentPassword, turnover}
 *   GET  /wps/transaction/withdraw/records  startTime, endTime (ms), page, size
 * Operator: GET /ops/wallet/withdrawals?status=&limit=, POST /ops/wallet/withdrawals/:id/payout, POST .../:id/reject {reason}.
 */
export async function withdrawRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  app.post(
    '/wps/transaction/withdraw',
    {
      schema: {
        body: {
          type: 'object',
          required: ['amount', 'bankCardId', 'paymentPassword'],
          properties: { amount: {}, bankCardId: {}, paymentPassword: { type: 'string', maxLength: 64 }, idempotencyKey: {} },
        },
      },
    },
    async (request) => {
      const member = requireRealMember(request);
      const b = request.body as { amount: unknown; bankCardId: unknown; paymentPassword: string; idempotencyKey?: unknown };
      const amount = parseAmount(b.amount);
      const bankCardId = Number(b.bankCardId);
      if (!Number.isSafeInteger(bankCardId) || bankCardId <= 0) throw new AppError('bank.card.not.found');
      return ok(await requestWithdrawal(db, request.merchant, member.id, { amount, bankCardId, paymentPassword: b.paymentPassword, requestKey: parseRequestKey(b.idempotencyKey) }));
    },
  );

  app.get('/wps/transaction/withdraw/info', async (request) => {
    const member = requireRealMember(request);
    return ok(await withdrawInfo(db, request.merchant, member.id));
  });

  app.get(
    '/wps/transaction/withdraw/records',
    { schema: { querystring: { type: 'object', properties: { startTime: { type: 'integer', minimum: 0 }, endTime: { type: 'integer', minimum: 0 }, page: { type: 'integer', minimum: 1, maximum: 100_000 }, size: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE } } } } },
    async (request) => {
      const member = requireRealMember(request);
      const r = recordRange(request.query as RecordQuery);
      return ok(await withdrawalRecords(db, member.id, { from: r.from, to: r.to, page: r.page, size: r.size }));
    },
  );

  const idParam = { params: { type: 'object', properties: { id: { type: 'string', maxLength: 40 } } } };
  app.get(
    '/ops/wallet/withdrawals',
    { schema: { querystring: { type: 'object', properties: { status: { type: 'string', enum: ['PENDING', 'PAID', 'REJECTED'] }, limit: { type: 'integer', minimum: 1, maximum: 500 } } } } },
    async (request) => {
      requireOperator(request, config);
      const q = request.query as { status?: string; limit?: number };
      return ok(await operatorWithdrawals(db, request.merchant.code, q.status ?? null, q.limit ?? 100));
    },
  );
  app.post('/ops/wallet/withdrawals/:id/payout', { schema: idParam }, async (request) => {
    const { actor } = requireOperator(request, config);
    return ok(await payoutWithdrawal(db, request.merchant.code, (request.params as { id: string }).id, actor));
  });
  app.post('/ops/wallet/withdrawals/:id/reject', { schema: idParam }, async (request) => {
    const { actor } = requireOperator(request, config);
    const reason = String((request.body as { reason?: unknown } | undefined)?.reason ?? '').slice(0, 200);
    return ok(await rejectWithdrawal(db, request.merchant.code, (request.params as { id: string }).id, actor, reason));
  });
}
