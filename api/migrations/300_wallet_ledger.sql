-- Double-entry wallet ledger (TigerBeetle / Formance vocabulary): accounts and immutable transfers.
--
-- * Member accounts (member_id + wallet: 'MAIN', a vendor code, or 'HOLD' for withdrawal holds) keep their balance in
--   the row, updated in the same transaction as the transfer under SELECT ... FOR UPDATE (lock order: account id
--   ascending), and never go negative (CHECK below, and a refusal in ledger.service.ts before it).
-- * House accounts (house: 'GAME:BGS', 'PROVIDER:DEMO', 'LOTTERY', 'BANK', 'GATEWAY:DEMO', 'PROMO', ...) are never
--   updated in place (no hot row): their balance is derived as SUM(credits) - SUM(debits) over the transfers.
-- * A transfer is immutable (trigger below); a mistake is fixed with a reversing transfer, never a delete.
-- * A withdrawal hold is a transfer MAIN -> the member's HOLD account; payout is HOLD -> house BANK,
--   release is HOLD -> MAIN (all three are ordinary posted transfers; no pending state to expire).

CREATE TABLE ledger_accounts (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants(code),
  member_id bigint REFERENCES members(id),
  wallet text,
  house text,
  -- Member accounts only; house accounts stay 0 here (derived by SUM).
  balance bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((member_id IS NOT NULL AND wallet IS NOT NULL AND house IS NULL) OR (member_id IS NULL AND wallet IS NULL AND house IS NOT NULL)),
  CHECK (balance >= 0)
);
CREATE UNIQUE INDEX ledger_accounts_member_uq ON ledger_accounts (member_id, wallet) WHERE member_id IS NOT NULL;
CREATE UNIQUE INDEX ledger_accounts_house_uq ON ledger_accounts (merchant_code, house) WHERE house IS NOT NULL;

CREATE TABLE ledger_transfers (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants(code),
  idempotency_key text NOT NULL,
  code text NOT NULL CHECK (code IN ('DEPOSIT', 'WITHDRAW_HOLD', 'WITHDRAW_PAYOUT', 'WITHDRAW_RELEASE', 'TRANSFER', 'BET', 'WIN',
                                     'ROLLBACK', 'BONUS', 'REBATE', 'AGENT_TRANSFER', 'ADJUSTMENT')),
  debit_account_id bigint NOT NULL REFERENCES ledger_accounts(id),
  credit_account_id bigint NOT NULL REFERENCES ledger_accounts(id),
  amount bigint NOT NULL CHECK (amount > 0),
  -- Running balances of the member sides after this transfer (records show currentAvailBalance); NULL for house sides.
  debit_balance_after bigint,
  credit_balance_after bigint,
  memo text NOT NULL DEFAULT '',
  meta jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (debit_account_id <> credit_account_id),
  UNIQUE (merchant_code, idempotency_key)
);
CREATE INDEX ledger_transfers_debit_idx ON ledger_transfers (debit_account_id, id);
CREATE INDEX ledger_transfers_credit_idx ON ledger_transfers (credit_account_id, id);

CREATE FUNCTION ledger_transfers_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger transfers are immutable: post a reversing transfer instead';
END $$;
CREATE TRIGGER ledger_transfers_no_change BEFORE UPDATE OR DELETE ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_transfers_immutable();
