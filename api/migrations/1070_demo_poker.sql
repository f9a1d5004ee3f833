-- The demo vendor's heads-up Hold'em (docs/games.md, "Heads-up poker"): its seats and tables. A seat's buy-in is one
-- debit PK<seat>:D and its stack at the end one credit PK<seat>:C (0 closes a bust seat); a seat that never played a
-- hand is refunded by one rollback PK<seat>:RB. The table's hand lives in its row, changed only under its row lock.
CREATE TABLE demo_poker_seats (
  id text PRIMARY KEY, -- the page's own id for the seat (sitting again with it sits nothing more)
  game_code text NOT NULL,
  player_key text NOT NULL, -- SHA-256 of the player token ('bot' for the house bot)
  -- The vendor keeps the player's token, sealed (api/src/providers/player-token.ts), to credit the stack when the seat closes without the player (a bust seen
  -- by the other player, a sit-out); null for the bot.
  player_token text,
  is_bot boolean NOT NULL DEFAULT false,
  buy_in bigint NOT NULL CHECK (buy_in > 0),
  stack bigint NOT NULL DEFAULT 0,
  -- pending (debit sent) -> waiting -> playing -> (waiting again when the opponent leaves) -> cashing -> closed;
  -- refused (the debit was refused); cancelling -> cancelled (refunded: no hand played).
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'refused', 'waiting', 'playing', 'cashing', 'closed', 'cancelling', 'cancelled')),
  table_id bigint,
  hands_played integer NOT NULL DEFAULT 0,
  cash_out bigint,
  waiting_since timestamptz,
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX demo_poker_seats_waiting ON demo_poker_seats (game_code, waiting_since) WHERE status = 'waiting';

CREATE TABLE demo_poker_tables (
  id bigserial PRIMARY KEY,
  game_code text NOT NULL,
  seat_a text NOT NULL REFERENCES demo_poker_seats (id),
  seat_b text NOT NULL REFERENCES demo_poker_seats (id),
  status text NOT NULL DEFAULT 'playing' CHECK (status IN ('playing', 'closed')),
  -- The hand and the table's stacks (poker.ts Hand), the next hand's committed seed, the last hands' summaries.
  state jsonb NOT NULL,
  -- Raised by every change: a read answers the version it saw.
  version integer NOT NULL DEFAULT 0,
  -- When the table needs the server without a player asking (the player to act's time is up, or the next hand is due).
  due_at timestamptz,
  rake bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX demo_poker_tables_due ON demo_poker_tables (due_at) WHERE status = 'playing';
