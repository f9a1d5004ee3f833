-- Lottery (/lgw/): games, periodic draws (closed and settled on schedule), orders and their sub-orders.
-- Money moves only in the ledger (bet on order, refund on cancel, win on settlement).

CREATE TABLE lottery_games (
  id text PRIMARY KEY,
  name_th text NOT NULL,
  name_en text NOT NULL,
  -- product-rules 3: prize modes Lott, ZY, Elott.
  prize_mode text NOT NULL CHECK (prize_mode IN ('LOTT', 'ZY', 'ELOTT')),
  -- QUICK: one 5-digit number per draw; VN: the Vietnamese table of 18 prizes (the first is the special prize).
  kind text NOT NULL CHECK (kind IN ('QUICK', 'VN')),
  region text CHECK (region IN ('NORTH', 'CENTRAL', 'SOUTH')),
  interval_seconds integer NOT NULL CHECK (interval_seconds BETWEEN 30 AND 86400),
  -- Betting closes this long before the draw.
  close_seconds integer NOT NULL CHECK (close_seconds >= 0),
  sort integer NOT NULL DEFAULT 0,
  enabled boolean NOT NULL DEFAULT true
);

CREATE TABLE lottery_draws (
  id bigserial PRIMARY KEY,
  game_id text NOT NULL REFERENCES lottery_games(id),
  numero text NOT NULL,
  opens_at timestamptz NOT NULL,
  closes_at timestamptz NOT NULL,
  draws_at timestamptz NOT NULL,
  -- open -> closed (no more bets or cancels) -> settled (result drawn, wins paid), claimed by one instance.
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed', 'settled')),
  result jsonb,
  settled_at timestamptz,
  UNIQUE (game_id, numero)
);
CREATE INDEX lottery_draws_status_idx ON lottery_draws (status, draws_at);
CREATE INDEX lottery_draws_game_idx ON lottery_draws (game_id, draws_at DESC);

CREATE TABLE lottery_orders (
  id bigserial PRIMARY KEY,
  order_no text NOT NULL UNIQUE,
  merchant_code text NOT NULL REFERENCES merchants(code),
  member_id bigint NOT NULL REFERENCES members(id),
  request_id text NOT NULL,
  game_id text NOT NULL REFERENCES lottery_games(id),
  prize_mode text NOT NULL,
  device text,
  order_type text,
  chase integer NOT NULL CHECK (chase BETWEEN 1 AND 10),
  bet_amount_sum bigint NOT NULL CHECK (bet_amount_sum > 0),
  betting_slip jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (member_id, request_id)
);
CREATE INDEX lottery_orders_member_idx ON lottery_orders (member_id, id DESC);

-- One sub-order per slip line and draw (a chase of N draws makes N sub-orders per line).
CREATE TABLE lottery_suborders (
  id bigserial PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES lottery_orders(id),
  member_id bigint NOT NULL REFERENCES members(id),
  draw_id bigint NOT NULL REFERENCES lottery_draws(id),
  numero text NOT NULL,
  play_code text NOT NULL,
  content text NOT NULL,
  bet_count integer NOT NULL CHECK (bet_count > 0),
  unit_amount bigint NOT NULL CHECK (unit_amount > 0),
  amount bigint NOT NULL CHECK (amount > 0),
  -- Payout per unit per hit, in hundredths (9000 = 90x).
  odds_percent integer NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'cancelled', 'won', 'lost')),
  win_amount bigint NOT NULL DEFAULT 0,
  settled_at timestamptz,
  cancelled_at timestamptz
);
CREATE INDEX lottery_suborders_order_idx ON lottery_suborders (order_id);
CREATE INDEX lottery_suborders_draw_idx ON lottery_suborders (draw_id, status);
