import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { Config } from '../config';
import type { Db } from '../db/db';
import { ok } from '../http/envelope';
import { contract, typed } from '../http/contract';
import { requireRealMember } from '../http/auth';
import { requestLang } from '../http/language';
import { requireOperator } from '../http/operator';
import { parseAmount, parseRequestKey } from '../wallet/money';
import { recordRange } from '../wallet/records.service';
import { decisionReason } from './payment-order.service';
import { LanguageQuery, OperatorReason, OrderRef, RecordQuery } from '@site/shared/src/contracts/wallet';
import {
  DepositMethod,
  DepositPage,
  DepositOrder,
  DepositRequest,
  DepositResult,
  GatewayCallbackResult,
  OperatorDeposit,
  OperatorDepositQuery,
} from '@site/shared/src/contracts/payments';
import { demoGatewayRoutes } from './demo-gateway';
import {
  approveDeposit,
  createDeposit,
  depositRecords,
  gatewayCallback,
  listMethods,
  memberDeposit,
  operatorDeposits,
  rejectDeposit,
} from './deposit.service';

/** The order a deposit request asks for; the per-kind endpoints fix the channel (MANUAL_BANK for /manual). */
function depositInput(b: DepositRequest, fixedChannel: string | null) {
  return {
    channel: fixedChannel ?? b.channel ?? b.method ?? '',
    amount: parseAmount(b.amount),
    requestKey: parseRequestKey(b.idempotencyKey ?? b.requestKey),
    payerName: (b.payerName ?? '').trim(),
    reference: (b.reference ?? b.payerAccountNo ?? '').trim(),
    returnUrl: b.returnUrl ?? null,
  };
}

/**
 * Deposits. Member (real members only): methods, a new order (MANUAL_BANK: our bank account to pay to; GATEWAY_DEMO:
 * a payUrl at the gateway), records, one order. The /wps/deposit/... paths are the member centre's names for the same.
 * Gateway: POST /wps/payments/callback/:gateway (signed; idempotent).
 * Operator (Bearer OPERATOR_TOKEN, Operator: name; Merchant header picks the merchant): the queue, approve, reject
 * (:id is the order id or its orderNo).
 */
export async function depositRoutes(fastify: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  const app = typed(fastify);
  await app.register(demoGatewayRoutes, { db });

  for (const url of ['/wps/wallets/deposit/methods', '/wps/deposit/methods']) {
    app.get(
      url,
      {
        schema: contract({
          tag: 'payments',
          summary: 'The payment methods offered, with their limits',
          querystring: LanguageQuery,
          value: Type.Array(DepositMethod),
        }),
      },
      async (request) => {
        requireRealMember(request);
        return ok(listMethods(request.merchant, requestLang(request)));
      },
    );
  }

  const submits = [
    { url: '/wps/wallets/deposit', channel: null, summary: 'Open a deposit order with a channel (MANUAL_BANK or GATEWAY_DEMO)' },
    { url: '/wps/deposit/manual', channel: 'MANUAL_BANK', summary: 'Open a manual bank transfer deposit order' },
    { url: '/wps/deposit/gateway', channel: null, summary: 'Open a gateway deposit order (method)' },
  ];
  for (const { url, channel, summary } of submits) {
    app.post(url, { schema: contract({ tag: 'payments', summary, body: DepositRequest, value: DepositResult }) }, async (request) => {
      const member = requireRealMember(request);
      return ok(await createDeposit(db, request.merchant, member.id, depositInput(request.body, channel), requestLang(request)));
    });
  }

  for (const url of ['/wps/wallets/deposit/records', '/wps/deposit/records']) {
    app.get(
      url,
      {
        schema: contract({
          tag: 'payments',
          summary: "A page of the member's deposit orders, newest first",
          querystring: RecordQuery,
          value: DepositPage,
        }),
      },
      async (request) => {
        const member = requireRealMember(request);
        const r = recordRange(request.query);
        return ok(await depositRecords(db, member.id, { from: r.from, to: r.to, page: r.page, size: r.size }, requestLang(request)));
      },
    );
  }

  app.get(
    '/wps/wallets/deposit/:orderNo',
    {
      schema: contract({
        tag: 'payments',
        summary: "One of the member's deposit orders",
        params: Type.Object({ orderNo: Type.String({ maxLength: 40 }) }),
        querystring: LanguageQuery,
        value: DepositOrder,
      }),
    },
    async (request) => {
      const member = requireRealMember(request);
      return ok(await memberDeposit(db, member.id, request.params.orderNo, requestLang(request)));
    },
  );

  app.post(
    '/wps/payments/callback/:gateway',
    {
      schema: contract({
        tag: 'payments',
        summary: "A payment gateway's signed callback (X-Gateway-Signature)",
        params: Type.Object({ gateway: Type.String({ maxLength: 40 }) }),
        body: Type.Unknown({ description: "the gateway's own signed body, read and checked by its adapter" }),
        value: GatewayCallbackResult,
      }),
    },
    async (request) => ok(await gatewayCallback(db, request.merchant, request.params.gateway, request.headers, request.body)),
  );

  app.get(
    '/ops/wallet/deposits',
    {
      schema: contract({
        tag: 'payments',
        operator: true,
        summary: "The merchant's deposit orders, newest first",
        querystring: OperatorDepositQuery,
        value: Type.Array(OperatorDeposit),
      }),
    },
    async (request) => {
      requireOperator(request, config);
      return ok(await operatorDeposits(db, request.merchant.code, request.query.status ?? null, request.query.limit ?? 100));
    },
  );

  app.post(
    '/ops/wallet/deposits/:id/approve',
    {
      schema: contract({
        tag: 'payments',
        operator: true,
        summary: 'Approve a deposit order: its money reaches MAIN',
        params: OrderRef,
        value: DepositResult,
      }),
    },
    async (request) => {
      const { actor } = requireOperator(request, config);
      return ok(await approveDeposit(db, request.merchant.code, request.params.id, actor));
    },
  );

  app.post(
    '/ops/wallet/deposits/:id/reject',
    {
      schema: contract({
        tag: 'payments',
        operator: true,
        summary: 'Reject a deposit order',
        params: OrderRef,
        body: OperatorReason,
        value: DepositResult,
      }),
    },
    async (request) => {
      const { actor } = requireOperator(request, config);
      return ok(await rejectDeposit(db, request.merchant.code, request.params.id, actor, decisionReason(request.body)));
    },
  );
}
