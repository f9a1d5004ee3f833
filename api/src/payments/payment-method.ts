import type { Queryable } from '../db/db';

/**
 * A deposit method is an adapter: the deposit service stores the order, the adapter tells the player how to pay
 * (our bank account, or a URL at a gateway) and, for gateways, checks the gateway's signed callback. Money is only
 * credited by the deposit service (approve), never by an adapter.
 */
export interface DepositOrderRef {
  orderNo: string;
  merchantCode: string;
  amount: number;
}

export interface PaymentInstructions {
  /** Manual transfer: where to send the money. */
  bankAccount?: { bankName: string; accountNo: string; holder: string };
  /** Gateway: where the player pays (the gateway calls back when paid). */
  payUrl?: string;
}

export interface GatewayCallback {
  orderNo: string;
  gatewayRef: string;
  amount: number;
  status: 'SUCCESS' | 'FAILED';
}

export interface PaymentMethodAdapter {
  readonly code: string;
  readonly kind: 'MANUAL' | 'GATEWAY';
  readonly names: { TH: string; EN: string };
  /** The house account the money comes from in the ledger (BANK for transfers into our bank, GATEWAY:<code>). */
  readonly house: string;
  start(
    db: Queryable,
    order: DepositOrderRef,
    context: { bankAccounts: Array<{ bankName: string; accountNo: string; holder: string }>; returnPath: string | null },
  ): Promise<PaymentInstructions>;
  /** Gateways: checks the signature and reads the callback; throws gateway.signature.invalid. */
  verifyCallback?(headers: Record<string, string | string[] | undefined>, body: unknown): GatewayCallback;
}
