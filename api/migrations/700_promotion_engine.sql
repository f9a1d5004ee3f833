-- The promotions engine: what kind of activity each promotion is and how it is configured, a member's entry per
-- activity and period (the label state machine of product-rules 4.18, api/src/promotions/entry-state.ts), the valid
-- bets the games report (wager events) and the turnover obligations a bonus carries until those bets meet them.

-- An activity's type decides how a member takes part and what it pays; config holds the type's settings
-- (shared/src/contracts/activities.ts). Existing rows get the type their category and action meant.
ALTER TABLE promotions ADD COLUMN type text;
UPDATE promotions SET type = CASE
  WHEN category = 'deposit' THEN 'DEPOSIT_MATCH'
  WHEN category = 'rebate' THEN 'REBATE'
  WHEN category = 'mission' THEN 'MISSION'
  WHEN category = 'vip' AND action = 'APPLY' THEN 'BIRTHDAY'
  ELSE 'MANUAL' END;
ALTER TABLE promotions ALTER COLUMN type SET NOT NULL;
ALTER TABLE promotions ADD CONSTRAINT promotions_type_check CHECK (type IN (
  'DEPOSIT_MATCH', 'LOGIN', 'MANUAL', 'MISSION', 'MISSION_MANUAL', 'RAFFLE', 'TICKET', 'UPGRADE_BONUS', 'BIRTHDAY', 'REBATE'));
ALTER TABLE promotions DROP COLUMN action;
ALTER TABLE promotions ADD COLUMN config jsonb NOT NULL DEFAULT '{}'::jsonb;
-- An operator closes an activity early; nobody joins or claims it after that.
ALTER TABLE promotions ADD COLUMN closed_at timestamptz;
ALTER TABLE promotions ADD COLUMN close_reason text NOT NULL DEFAULT '';
ALTER TABLE promotions ADD COLUMN updated_by text;
ALTER TABLE promotions ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

-- One entry per member, activity and period ('once', a day, a week, a month, a year, a VIP level): the period is
-- part of the key, so a daily reward is one row a day and a second claim of the same period finds the first.
ALTER TABLE promotion_entries DROP CONSTRAINT promotion_entries_pkey;
ALTER TABLE promotion_entries DROP CONSTRAINT promotion_entries_status_check;
ALTER TABLE promotion_entries RENAME COLUMN status TO state;
ALTER TABLE promotion_entries ADD COLUMN id bigserial PRIMARY KEY;
ALTER TABLE promotion_entries ADD COLUMN period text NOT NULL DEFAULT 'once';
ALTER TABLE promotion_entries ALTER COLUMN period DROP DEFAULT;
ALTER TABLE promotion_entries ADD CONSTRAINT promotion_entries_period_uq UNIQUE (promotion_id, member_id, period);
ALTER TABLE promotion_entries ADD CONSTRAINT promotion_entries_state_check CHECK (state IN (
  'JOINED', 'PROCESS', 'CLAIM', 'CLAIMED', 'APPLYING', 'REJECTED', 'ISSUED', 'CLOSE'));
-- What was paid (minor units) and by which ledger transfer.
ALTER TABLE promotion_entries ADD COLUMN amount bigint CHECK (amount IS NULL OR amount > 0);
ALTER TABLE promotion_entries ADD COLUMN transfer_id bigint REFERENCES ledger_transfers(id);
-- A deposit match waiting on this deposit order (state PROCESS), or paid for it (ISSUED).
ALTER TABLE promotion_entries ADD COLUMN deposit_order_no text;
-- The member's note on an application, and the operator's decision with its reason.
ALTER TABLE promotion_entries ADD COLUMN remark text NOT NULL DEFAULT '';
ALTER TABLE promotion_entries ADD COLUMN reason text NOT NULL DEFAULT '';
ALTER TABLE promotion_entries ADD COLUMN decided_by text;
ALTER TABLE promotion_entries ADD COLUMN decided_at timestamptz;
-- The client's idempotency key of the request that made the entry, with its fingerprint (api-conventions A7).
ALTER TABLE promotion_entries ADD COLUMN request_key text;
ALTER TABLE promotion_entries ADD COLUMN request_fingerprint text;
ALTER TABLE promotion_entries ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();
CREATE UNIQUE INDEX promotion_entries_request_uq ON promotion_entries (member_id, request_key) WHERE request_key IS NOT NULL;
CREATE INDEX promotion_entries_member_idx ON promotion_entries (member_id, state);
CREATE INDEX promotion_entries_applying_idx ON promotion_entries (promotion_id, id) WHERE state = 'APPLYING';

-- The catalogue entry a bet names (meta.gameId) gives its category.
CREATE INDEX games_game_id_idx ON games (game_id);

-- Valid bets as the games report them (api/src/games/game-wallet.ts): a bet adds its amount, a refunded bet takes
-- it back (negative). One row per ledger transfer; missions, rebates, leader boards and VIP read turnover here.
CREATE TABLE wager_events (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants(code),
  member_id bigint NOT NULL REFERENCES members(id),
  transfer_id bigint NOT NULL UNIQUE REFERENCES ledger_transfers(id),
  -- The catalogue's category (LIVE, RNG, FISH, PVP, SPORTS, ESPORTS, COCKFIGHT, LOTT, ELOTT, INHOUSE), OTHER if unknown.
  category text NOT NULL,
  amount bigint NOT NULL CHECK (amount <> 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wager_events_member_idx ON wager_events (member_id, created_at);

-- A bonus's wagering requirement: valid bets, weighted by category, must reach `required` before any withdrawal.
-- Bets fill the oldest active obligation first; an operator may cancel one, with a reason.
CREATE TABLE turnover_obligations (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants(code),
  member_id bigint NOT NULL REFERENCES members(id),
  promotion_id bigint NOT NULL REFERENCES promotions(id),
  period text NOT NULL,
  bonus_transfer_id bigint NOT NULL REFERENCES ledger_transfers(id),
  bonus bigint NOT NULL CHECK (bonus > 0),
  deposit bigint NOT NULL DEFAULT 0 CHECK (deposit >= 0),
  required bigint NOT NULL CHECK (required > 0),
  progress bigint NOT NULL DEFAULT 0 CHECK (progress >= 0),
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'MET', 'CANCELLED')),
  met_at timestamptz,
  cancelled_by text,
  cancel_reason text NOT NULL DEFAULT '',
  cancelled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- One obligation per reward.
  UNIQUE (promotion_id, member_id, period)
);
CREATE INDEX turnover_obligations_member_idx ON turnover_obligations (member_id, status, id);
