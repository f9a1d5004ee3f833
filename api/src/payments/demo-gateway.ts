import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { one, type Db, type Queryable } from '../db/db';
import { rawContract, typed } from '../http/contract';
import type { GatewayCallback } from './payment-method';

/**
 * A local stand-in for a third-party payment gateway, so the gateway flow runs end to end without the internet.
 * It keeps its own table (demo_gateway_payments), shows a checkout page, and when the player pays it calls our
 * callback URL with a signed body (HMAC-SHA256 with the shared secret), as a real gateway would over the network.
 */

const DEV_SECRET = 'dev-demo-gateway-secret';

/** The shared secret; in production it must be set (else the demo gateway is not offered). */
export function demoGatewaySecret(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.DEMO_GATEWAY_SECRET) return env.DEMO_GATEWAY_SECRET;
  return env.NODE_ENV === 'production' ? null : DEV_SECRET;
}

export const signCallback = (secret: string, c: GatewayCallback & { timestamp: number }) =>
  crypto.createHmac('sha256', secret).update(`${c.orderNo}|${c.gatewayRef}|${c.amount}|${c.status}|${c.timestamp}`).digest('hex');

/** What our adapter calls to open a payment (a real gateway's "create payment" API). */
export async function createGatewayPayment(
  db: Queryable,
  p: { orderNo: string; merchantCode: string; amount: number; callbackUrl: string; returnUrl: string },
): Promise<{ payUrl: string; gatewayRef: string }> {
  const gatewayRef = `DG${crypto.randomBytes(8).toString('hex').toUpperCase()}`;
  await db.query(
    `INSERT INTO demo_gateway_payments (order_no, merchant_code, amount, callback_url, return_url, gateway_ref) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (order_no) DO NOTHING`,
    [p.orderNo, p.merchantCode, p.amount, p.callbackUrl, p.returnUrl, gatewayRef],
  );
  const row = await one<{ gateway_ref: string }>(db, `SELECT gateway_ref FROM demo_gateway_payments WHERE order_no = $1`, [p.orderNo]);
  return { payUrl: `/demo-gateway/checkout/${encodeURIComponent(p.orderNo)}`, gatewayRef: row!.gateway_ref };
}

interface PaymentRow {
  order_no: string;
  merchant_code: string;
  amount: number;
  callback_url: string;
  return_url: string;
  gateway_ref: string;
  status: string;
}

const checkoutParams = Type.Object({ orderNo: Type.String() });
const unknownPayment = Type.String({ description: 'text/plain: unknown payment' });

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The gateway's own pages: checkout, and pay/fail (which sends the signed callback, then returns the player). */
export async function demoGatewayRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = typed(fastify);
  const find = (orderNo: string) => one<PaymentRow>(db, `SELECT * FROM demo_gateway_payments WHERE order_no = $1`, [orderNo]);

  app.get(
    '/demo-gateway/checkout/:orderNo',
    {
      schema: rawContract(
        'payments',
        "The demo gateway's checkout page (HTML)",
        { 200: Type.String({ description: 'text/html' }), 404: unknownPayment },
        { params: checkoutParams },
      ),
    },
    async (request, reply) => {
      const p = await find(request.params.orderNo);
      if (!p) return reply.status(404).type('text/plain').send('unknown payment');
      const action = `/demo-gateway/checkout/${encodeURIComponent(p.order_no)}`;
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      return `<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width,initial-scale=1"><title>Demo Pay</title>
<style>body{font-family:system-ui,sans-serif;background:#0f172a;color:#e2e8f0;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#1e293b;padding:24px;border-radius:16px;width:min(340px,90vw);text-align:center}button{width:100%;padding:12px;margin-top:10px;border:0;border-radius:10px;font-size:16px}
.pay{background:#22c55e;color:#052e16}.fail{background:#475569;color:#fff}</style></head><body><main>
<h1>Demo Pay</h1><p>Order <b>${escape(p.order_no)}</b></p><p data-testid="gateway-amount" style="font-size:28px">${(Number(p.amount) / 100).toFixed(2)}</p><p>Status: ${escape(p.status)}</p>
<form method="post" action="${action}"><input type="hidden" name="outcome" value="paid"><button class="pay" data-testid="gateway-pay">Pay</button></form>
<form method="post" action="${action}"><input type="hidden" name="outcome" value="failed"><button class="fail" data-testid="gateway-fail">Cancel payment</button></form>
</main></body></html>`;
    },
  );

  // The checkout page posts a plain HTML form.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
  }

  app.post(
    '/demo-gateway/checkout/:orderNo',
    {
      schema: rawContract(
        'payments',
        "The demo gateway's pay or cancel form: sends the signed callback, then returns the player (303)",
        { 303: Type.Null({ description: "to the order's return URL" }), 404: unknownPayment },
        { params: checkoutParams, body: Type.Union([Type.Object({ outcome: Type.Optional(Type.String()) }), Type.Null()]) },
      ),
    },
    async (request, reply) => {
      const p = await find(request.params.orderNo);
      if (!p) return reply.status(404).type('text/plain').send('unknown payment');
      const outcome = request.body?.outcome === 'failed' ? 'FAILED' : 'PAID';
      if (p.status === 'OPEN')
        await db.query(`UPDATE demo_gateway_payments SET status = $2 WHERE order_no = $1 AND status = 'OPEN'`, [p.order_no, outcome]);
      const settled = (await find(p.order_no))!;
      await deliverCallback(fastify, settled);
      return reply.redirect(settled.return_url, 303);
    },
  );
}

/** Sends the signed callback (a real gateway retries until it gets success; duplicates are expected and harmless). */
export async function deliverCallback(app: FastifyInstance, p: PaymentRow): Promise<{ statusCode: number; body: unknown }> {
  const secret = demoGatewaySecret();
  if (!secret || p.status === 'OPEN') return { statusCode: 0, body: null };
  const callback = {
    orderNo: p.order_no,
    gatewayRef: p.gateway_ref,
    amount: Number(p.amount),
    status: p.status === 'PAID' ? 'SUCCESS' : 'FAILED',
    timestamp: Date.now(),
  } as const;
  const res = await app.inject({
    method: 'POST',
    url: p.callback_url,
    headers: { merchant: p.merchant_code, 'x-gateway-signature': signCallback(secret, callback), 'content-type': 'application/json' },
    payload: callback,
  });
  return { statusCode: res.statusCode, body: res.json() };
}
