-- Issue 18, VIP engine and leader boards (docs/promotions.md).
--
-- A level's keep threshold: the valid turnover (wager_events) a member of the level must make in a calendar month to
-- keep it; the monthly retention job drops a member below it one level (product-rules 4.33). 0: the level is kept.
ALTER TABLE vip_levels ADD COLUMN keep_turnover bigint NOT NULL DEFAULT 0 CHECK (keep_turnover >= 0);

-- The member's VIP standing, moved by qualifying events (a deposit paid, a bet or its refund) in their transaction:
-- the volumes counted towards the levels and the level reached. Levels only rise on events; retention lowers them,
-- and a member who drops keeps only the volumes of the level dropped to (the next level must be earned again).
CREATE TABLE vip_members (
  member_id bigint PRIMARY KEY REFERENCES members(id),
  merchant_code text NOT NULL REFERENCES merchants(code),
  level integer,
  deposits bigint NOT NULL DEFAULT 0 CHECK (deposits >= 0),
  turnover bigint NOT NULL DEFAULT 0 CHECK (turnover >= 0),
  -- When the level was reached or last lowered: a level reached during a month is kept at that month's retention.
  level_since timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX vip_members_level_idx ON vip_members (merchant_code, level);

-- Leader-board prizes per merchant: what the member at `rank` of a board (TURNOVER, DEPOSIT, WIN) gets when its
-- period (DAY, WEEK, MONTH in the merchant's time zone) closes. Paid once, from the house PROMO account.
CREATE TABLE leader_board_prizes (
  merchant_code text NOT NULL REFERENCES merchants(code),
  board text NOT NULL CHECK (board IN ('TURNOVER', 'DEPOSIT', 'WIN')),
  span text NOT NULL CHECK (span IN ('DAY', 'WEEK', 'MONTH')),
  rank integer NOT NULL CHECK (rank > 0),
  amount bigint NOT NULL CHECK (amount > 0),
  PRIMARY KEY (merchant_code, board, span, rank)
);

-- The boards read deposits and wins by time from the ledger.
CREATE INDEX IF NOT EXISTS ledger_transfers_code_time_idx ON ledger_transfers (merchant_code, code, created_at);
CREATE INDEX IF NOT EXISTS wager_events_merchant_time_idx ON wager_events (merchant_code, created_at);
