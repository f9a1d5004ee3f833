-- Withdrawals. At request the money moves MAIN -> the member's HOLD account (WITHDRAW_HOLD); an operator then
-- pays it out (HOLD -> house BANK, WITHDRAW_PAYOUT) or rejects it (HOLD -> MAIN, WITHDRAW_RELEASE). The order keeps a
-- snapshot of the bank card so a later unbinding does not change where a past withdrawal went.
CREATE TABLE withdrawal_orders (
  id bigserial PRIMARY KEY,
  order_no text NOT NULL UNIQUE,
  merchant_code text NOT NULL REFERENCES merchants(code),
  member_id bigint NOT NULL REFERENCES members(id),
  amount bigint NOT NULL CHECK (amount > 0),
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'PAID', 'REJECTED')),
  request_key text NOT NULL,
  bank_card_id bigint NOT NULL,
  bank_name text NOT NULL,
  account_no text NOT NULL,
  holder text NOT NULL,
  hold_transfer_id bigint NOT NULL REFERENCES ledger_transfers(id),
  settle_transfer_id bigint REFERENCES ledger_transfers(id),
  decided_by text,
  reason text NOT NULL DEFAULT '',
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (member_id, request_key)
);
CREATE INDEX withdrawal_orders_queue_idx ON withdrawal_orders (merchant_code, status, id);
CREATE INDEX withdrawal_orders_member_idx ON withdrawal_orders (member_id, id DESC);
