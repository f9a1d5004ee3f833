-- Deposits: one order per deposit request, whatever the payment method. Money moves only when the order is
-- approved (operator for a manual bank transfer, signed callback for a gateway): one DEPOSIT ledger transfer keyed by
-- the order number, so a repeated approval or callback cannot credit twice.
CREATE TABLE deposit_orders (
  id bigserial PRIMARY KEY,
  order_no text NOT NULL UNIQUE,
  merchant_code text NOT NULL REFERENCES merchants(code),
  member_id bigint NOT NULL REFERENCES members(id),
  -- The payment-method adapter (api/src/payments): MANUAL_BANK, GATEWAY_DEMO.
  method text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED', 'FAILED')),
  -- The client's idempotency key: a double submit creates one order.
  request_key text NOT NULL,
  -- Manual transfer: who paid and the slip reference the player gives.
  payer_name text NOT NULL DEFAULT '',
  payer_reference text NOT NULL DEFAULT '',
  -- Gateway: the gateway's own transaction id from its callback.
  gateway_ref text,
  transfer_id bigint REFERENCES ledger_transfers(id),
  decided_by text,
  reason text NOT NULL DEFAULT '',
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (member_id, request_key)
);
CREATE INDEX deposit_orders_queue_idx ON deposit_orders (merchant_code, status, id);
CREATE INDEX deposit_orders_member_idx ON deposit_orders (member_id, id DESC);

-- The local demo payment gateway's own state (it stands for a third party: our API only talks to it by HTTP).
CREATE TABLE demo_gateway_payments (
  order_no text PRIMARY KEY,
  merchant_code text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  callback_url text NOT NULL,
  return_url text NOT NULL,
  gateway_ref text NOT NULL UNIQUE,
  status text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'PAID', 'FAILED')),
  created_at timestamptz NOT NULL DEFAULT now()
);
