import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { Config } from '../config';
import type { Db } from '../db/db';
import { ok } from '../http/envelope';
import { contract, typed } from '../http/contract';
import { requireRealMember } from '../http/auth';
import { requireOperator } from '../http/operator';
import { AppError } from '../http/errors';
import { parseAmount, parseRequestKey } from '../wallet/money';
import { recordRange } from '../wallet/records.service';
import { decisionReason } from '../payments/payment-order.service';
import { OperatorReason, OrderRef, RecordQuery } from '@site/shared/src/contracts/wallet';
import {
  OperatorWithdrawal,
  OperatorWithdrawalQuery,
  WithdrawalDecision,
  WithdrawalPage,
  WithdrawInfo,
  WithdrawRequest,
  WithdrawResult,
} from '@site/shared/src/contracts/withdraw';
import {
  operatorWithdrawals,
  payoutWithdrawal,
  rejectWithdrawal,
  requestWithdrawal,
  withdrawalRecords,
  withdrawInfo,
} from './withdraw.service';

/**
 * Withdrawals. Member (real members only): a request (held from MAIN until an operator decides), what the screen needs
 * first (limits, balances, turnover), the records. Operator: the queue, payout, reject {reason}.
 */
export async function withdrawRoutes(fastify: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  const app = typed(fastify);

  app.post(
    '/wps/transaction/withdraw',
    {
      schema: contract({
        tag: 'withdraw',
        summary: 'Request a withdrawal to a bound bank card',
        body: WithdrawRequest,
        value: WithdrawResult,
      }),
    },
    async (request) => {
      const member = requireRealMember(request);
      const { amount, bankCardId, paymentPassword, idempotencyKey } = request.body;
      const cardId = Number(bankCardId);
      if (!Number.isSafeInteger(cardId) || cardId <= 0) throw new AppError('bank.card.not.found');
      return ok(
        await requestWithdrawal(db, request.merchant, member.id, {
          amount: parseAmount(amount),
          bankCardId: cardId,
          paymentPassword,
          requestKey: parseRequestKey(idempotencyKey),
        }),
      );
    },
  );

  app.get(
    '/wps/transaction/withdraw/info',
    {
      schema: contract({
        tag: 'withdraw',
        summary: 'Limits, balances, payment password set and turnover, for the withdraw screen',
        value: WithdrawInfo,
      }),
    },
    async (request) => {
      const member = requireRealMember(request);
      return ok(await withdrawInfo(db, request.merchant, member.id));
    },
  );

  app.get(
    '/wps/transaction/withdraw/records',
    {
      schema: contract({
        tag: 'withdraw',
        summary: "A page of the member's withdrawals, newest first",
        querystring: RecordQuery,
        value: WithdrawalPage,
      }),
    },
    async (request) => {
      const member = requireRealMember(request);
      const r = recordRange(request.query);
      return ok(await withdrawalRecords(db, member.id, { from: r.from, to: r.to, page: r.page, size: r.size }));
    },
  );

  app.get(
    '/ops/wallet/withdrawals',
    {
      schema: contract({
        tag: 'withdraw',
        operator: true,
        summary: "The merchant's withdrawals, newest first",
        querystring: OperatorWithdrawalQuery,
        value: Type.Array(OperatorWithdrawal),
      }),
    },
    async (request) => {
      requireOperator(request, config);
      return ok(await operatorWithdrawals(db, request.merchant.code, request.query.status ?? null, request.query.limit ?? 100));
    },
  );
  app.post(
    '/ops/wallet/withdrawals/:id/payout',
    {
      schema: contract({
        tag: 'withdraw',
        operator: true,
        summary: 'Pay a withdrawal out: the held money leaves to the bank',
        params: OrderRef,
        value: WithdrawalDecision,
      }),
    },
    async (request) => {
      const { actor } = requireOperator(request, config);
      return ok(await payoutWithdrawal(db, request.merchant.code, request.params.id, actor));
    },
  );
  app.post(
    '/ops/wallet/withdrawals/:id/reject',
    {
      schema: contract({
        tag: 'withdraw',
        operator: true,
        summary: 'Reject a withdrawal: the held money returns to MAIN',
        params: OrderRef,
        body: OperatorReason,
        value: WithdrawalDecision,
      }),
    },
    async (request) => {
      const { actor } = requireOperator(request, config);
      return ok(await rejectWithdrawal(db, request.merchant.code, request.params.id, actor, decisionReason(request.body)));
    },
  );
}
