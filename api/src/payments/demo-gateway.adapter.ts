import crypto from 'node:crypto';
import { AppError } from '../http/errors';
import { createGatewayPayment, demoGatewaySecret, signCallback } from './demo-gateway';
import type { GatewayCallback, PaymentMethodAdapter } from './payment-method';

/** A callback older than this is refused (a replayed old callback is harmless, but fresh ones are the contract). */
const CALLBACK_MAX_AGE_MS = 10 * 60_000;

/** Our side of the demo payment gateway: open a payment there, verify its signed callbacks. */
export const demoGatewayAdapter: PaymentMethodAdapter = {
  code: 'GATEWAY_DEMO',
  kind: 'GATEWAY',
  names: { TH: 'ชำระผ่านเกตเวย์ (เดโม)', EN: 'Online payment (demo gateway)' },
  house: 'GATEWAY:DEMO',
  async start(db, order, { returnPath }) {
    const { payUrl } = await createGatewayPayment(db, {
      orderNo: order.orderNo,
      merchantCode: order.merchantCode,
      amount: order.amount,
      callbackUrl: '/wps/payments/callback/GATEWAY_DEMO',
      returnUrl: `${returnPath ?? '/m/voucherCenter'}${(returnPath ?? '').includes('?') ? '&' : '?'}orderNo=${encodeURIComponent(order.orderNo)}`,
    });
    return { payUrl };
  },
  verifyCallback(headers, body): GatewayCallback {
    const secret = demoGatewaySecret();
    const b = (body ?? {}) as Record<string, unknown>;
    const signature = headers['x-gateway-signature'];
    if (!secret || typeof signature !== 'string' || !/^[0-9a-f]{64}$/.test(signature)) throw new AppError('gateway.signature.invalid');
    const callback = {
      orderNo: String(b.orderNo ?? ''),
      gatewayRef: String(b.gatewayRef ?? ''),
      amount: Number(b.amount),
      status: b.status === 'SUCCESS' ? ('SUCCESS' as const) : ('FAILED' as const),
      timestamp: Number(b.timestamp),
    };
    if (b.status !== 'SUCCESS' && b.status !== 'FAILED') throw new AppError('gateway.signature.invalid');
    const expected = Buffer.from(signCallback(secret, callback), 'hex');
    if (!crypto.timingSafeEqual(expected, Buffer.from(signature, 'hex'))) throw new AppError('gateway.signature.invalid');
    if (!Number.isFinite(callback.timestamp) || Math.abs(Date.now() - callback.timestamp) > CALLBACK_MAX_AGE_MS)
      throw new AppError('gateway.signature.invalid', 'stale callback');
    return { orderNo: callback.orderNo, gatewayRef: callback.gatewayRef, amount: callback.amount, status: callback.status };
  },
};
