-- The demo vendor's sportsbook and e-sports book (docs/games.md, "Sportsbook and e-sports"): the bets it holds until
-- the results of their matches are published by its feed, each settled once through the seamless-wallet callbacks.
CREATE TABLE demo_sports_bets (
  id bigserial PRIMARY KEY,
  -- The page's own id for the bet (placing it again places nothing more): its debit is SB:<bet id>:D.
  bet_id text NOT NULL UNIQUE,
  -- The operator's stable id of the player (balance callback): "My bets" of every session of that player.
  player_id text NOT NULL,
  -- SHA-256 of what was asked (stake, selections, odds, game): a retry with another request is a conflict.
  request_key text NOT NULL,
  game_code text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('single', 'parlay')),
  stake bigint NOT NULL CHECK (stake > 0),
  -- The player token the wallet callbacks need, sealed (AES-256-GCM under a key from the vendor's secret) and kept
  -- only while the bet is open: settlement comes when the result is published, after the page is gone.
  sealed_token text,
  -- open (debited), refused (the debit was refused), won, lost, void (refunded by a rollback).
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'refused', 'won', 'lost', 'void')),
  win bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz
);
CREATE INDEX demo_sports_bets_player ON demo_sports_bets (player_id, id);
CREATE INDEX demo_sports_bets_open ON demo_sports_bets (id) WHERE status = 'open';

CREATE TABLE demo_sports_legs (
  id bigserial PRIMARY KEY,
  bet_id bigint NOT NULL REFERENCES demo_sports_bets (id),
  match_id text NOT NULL,
  market text NOT NULL,
  outcome text NOT NULL,
  line numeric(6, 1),
  -- Decimal odds taken, in hundredths.
  odds integer NOT NULL CHECK (odds >= 100),
  home text NOT NULL,
  away text NOT NULL,
  kickoff timestamptz NOT NULL,
  -- Set from the published result: won, lost, push (a whole line landing level), void (the match was abandoned).
  result text CHECK (result IN ('won', 'lost', 'push', 'void'))
);
CREATE INDEX demo_sports_legs_bet ON demo_sports_legs (bet_id);
CREATE INDEX demo_sports_legs_open ON demo_sports_legs (match_id) WHERE result IS NULL;

-- The vendor's result feed: a match's result once published (with its server seed, so anyone can draw it again).
CREATE TABLE demo_sports_results (
  match_id text PRIMARY KEY,
  home_score integer NOT NULL,
  away_score integer NOT NULL,
  abandoned boolean NOT NULL,
  server_seed text NOT NULL,
  finished_at timestamptz NOT NULL,
  published_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX demo_sports_results_finished ON demo_sports_results (finished_at);
