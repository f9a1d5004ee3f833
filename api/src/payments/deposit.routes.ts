import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/db';
import { ok } from '../http/envelope';
import { requireRealMember } from '../http/auth';
import { requireOperator } from '../http/operator';
import { parseAmount, parseRequestKey, requestLang } from '../wallet/money';
import { MAX_PAGE_SIZE, recordRange, type RecordQuery } from '../wallet/records.service';
import { demoGatewayRoutes } from './demo-gateway';
import { approveDeposit, createDeposit, depositRecords, gatewayCallback, listMethods, memberDeposit, operatorDeposits, rejectDeposit } from './deposit.service';

const text = (max: number) => ({ type: 'string', maxLength: max });

/**
 * Deposits. Member (real members only):
 *   GET  /wps/wallets/deposit/methods            -> [{code, kind, name, minAmount, maxAmount, bankAccounts?}]
 *   POST /wps/wallets/deposit                    {channel: MANUAL_BANK|GATEWAY_DEMO, amount, idempotencyKey?, payerName?, reference?, returnUrl?}
 *                                                -> {id, orderNo, channel, method, amount, status: PENDING, bankAccount? | payUrl?, replayed}
 *   POST /wps/deposit/manual {amount, payerName, payerAccountNo?, idempotencyKey}; POST /wps/deposit/gateway {method, amount,
 *   idempotencyKey, returnUrl}; GET /wps/deposit/methods, /wps/deposit/records: the same, per kind
 *   GET  /wps/wallets/deposit/records            startTime, endTime (ms), page, size -> {rows, totalPages, totalCount, pageNum}
 *   GET  /wps/wallets/deposit/:orderNo           one of the member's own orders
 * Gateway: POST /wps/payments/callback/:gateway (signed; idempotent).
 * Operator (Bearer OPERATOR_TOKEN, Operator: name; Merchant header picks the merchant):
 *   GET  /ops/wallet/deposits?status=PENDING&limit=   POST /ops/wallet/deposits/:id/approve   POST /ops/wallet/deposits/:id/reject {reason}
 *   (:id is the order id or its orderNo)
 */
export async function depositRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  await app.register(demoGatewayRoutes, { db });

  for (const url of ['/wps/wallets/deposit/methods', '/wps/deposit/methods']) {
    app.get(url, async (request) => {
      requireRealMember(request);
      return ok(listMethods(request.merchant, requestLang(request)));
    });
  }

  const depositBody = {
    type: 'object',
    required: ['amount'],
    properties: { channel: text(40), method: text(40), amount: {}, idempotencyKey: {}, requestKey: {}, payerName: text(100), reference: text(100), payerAccountNo: text(40), returnUrl: text(500) },
  };
  type DepositBody = { channel?: string; method?: string; amount: unknown; idempotencyKey?: unknown; requestKey?: unknown; payerName?: string; reference?: string; payerAccountNo?: string; returnUrl?: string };
  /** One handler for the generic endpoint and the per-kind ones (fixed: MANUAL_BANK for /manual). */
  const submitDeposit = (fixedChannel: string | null) => async (request: FastifyRequest) => {
    const member = requireRealMember(request);
    const b = request.body as DepositBody;
    const input = {
      channel: fixedChannel ?? b.channel ?? b.method ?? '',
      amount: parseAmount(b.amount),
      requestKey: parseRequestKey(b.idempotencyKey ?? b.requestKey),
      payerName: (b.payerName ?? '').trim(),
      reference: (b.reference ?? b.payerAccountNo ?? '').trim(),
      returnUrl: b.returnUrl ?? null,
    };
    return ok(await createDeposit(db, request.merchant, member.id, input, requestLang(request)));
  };
  app.post('/wps/wallets/deposit', { schema: { body: depositBody } }, submitDeposit(null));
  // The same under /wps/deposit/... (the member centre's client calls these).
  app.post('/wps/deposit/manual', { schema: { body: depositBody } }, submitDeposit('MANUAL_BANK'));
  app.post('/wps/deposit/gateway', { schema: { body: depositBody } }, submitDeposit(null));

  const recordsQuery = { type: 'object', properties: { startTime: { type: 'integer', minimum: 0 }, endTime: { type: 'integer', minimum: 0 }, page: { type: 'integer', minimum: 1, maximum: 100_000 }, size: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE }, language: text(8) } };
  for (const url of ['/wps/wallets/deposit/records', '/wps/deposit/records']) {
    app.get(url, { schema: { querystring: recordsQuery } }, async (request) => {
      const member = requireRealMember(request);
      const r = recordRange(request.query as RecordQuery);
      return ok(await depositRecords(db, member.id, { from: r.from, to: r.to, page: r.page, size: r.size }, requestLang(request)));
    });
  }

  app.get('/wps/wallets/deposit/:orderNo', { schema: { params: { type: 'object', properties: { orderNo: text(40) } } } }, async (request) => {
    const member = requireRealMember(request);
    return ok(await memberDeposit(db, member.id, (request.params as { orderNo: string }).orderNo, requestLang(request)));
  });

  app.post('/wps/payments/callback/:gateway', { schema: { params: { type: 'object', properties: { gateway: text(40) } } } }, async (request) => {
    return ok(await gatewayCallback(db, request.merchant, (request.params as { gateway: string }).gateway, request.headers, request.body));
  });

  const idParam = { params: { type: 'object', properties: { id: text(40) } } };

  app.get(
    '/ops/wallet/deposits',
    { schema: { querystring: { type: 'object', properties: { status: { type: 'string', enum: ['PENDING', 'APPROVED', 'REJECTED', 'FAILED'] }, limit: { type: 'integer', minimum: 1, maximum: 500 } } } } },
    async (request) => {
      requireOperator(request, config);
      const q = request.query as { status?: string; limit?: number };
      return ok(await operatorDeposits(db, request.merchant.code, q.status ?? null, q.limit ?? 100));
    },
  );

  app.post('/ops/wallet/deposits/:id/approve', { schema: idParam }, async (request) => {
    const { actor } = requireOperator(request, config);
    return ok(await approveDeposit(db, request.merchant.code, (request.params as { id: string }).id, actor));
  });

  app.post('/ops/wallet/deposits/:id/reject', { schema: idParam }, async (request) => {
    const { actor } = requireOperator(request, config);
    const reason = String((request.body as { reason?: unknown } | undefined)?.reason ?? '').slice(0, 200);
    return ok(await rejectDeposit(db, request.merchant.code, (request.params as { id: string }).id, actor, reason));
  });
}
