-- The demo vendor's live tables (docs/games.md, "Live tables"): the bets its table server holds until their round's
-- result, each settled once through the operator's seamless-wallet callbacks (credit, or rollback of a cancelled round).
CREATE TABLE demo_live_bets (
  id bigserial PRIMARY KEY,
  table_code text NOT NULL,
  round_no bigint NOT NULL,
  -- The page's own id for the bet (placing it again places nothing more): its debit is L<round>:<bet id>:D.
  bet_id text NOT NULL,
  -- SHA-256 of the player token that placed it: only that player's page settles or lists it.
  player_key text NOT NULL,
  bet_type text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  -- placed (debited), refused (the debit was refused), settled (credited), refunded (rolled back).
  status text NOT NULL DEFAULT 'placed' CHECK (status IN ('placed', 'refused', 'settled', 'refunded')),
  win bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (bet_id)
);
CREATE INDEX demo_live_bets_player ON demo_live_bets (player_key, table_code, round_no);
