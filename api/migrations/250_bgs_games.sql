-- In-house games (vendor BGS): provably fair seed pairs and played rounds. Money moves only in the ledger.

-- One active seed pair per member: the server seed stays secret (only its hash is shown) until rotated.
CREATE TABLE bgs_seeds (
  id bigserial PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members(id),
  server_seed text NOT NULL,
  server_seed_hash text NOT NULL,
  client_seed text NOT NULL,
  -- The nonce of the next round; increments by one per round played with this pair.
  nonce integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  revealed_at timestamptz
);
CREATE UNIQUE INDEX bgs_seeds_active_uq ON bgs_seeds (member_id) WHERE active;

-- A round is identified by the client's round id (the idempotency key of its bet and win transfers).
CREATE TABLE bgs_rounds (
  id bigserial PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members(id),
  game text NOT NULL CHECK (game IN ('slot', 'roulette', 'baccarat')),
  client_round_id text NOT NULL,
  seed_id bigint NOT NULL REFERENCES bgs_seeds(id),
  nonce integer NOT NULL,
  request jsonb NOT NULL,
  outcome jsonb NOT NULL,
  total_bet bigint NOT NULL CHECK (total_bet > 0),
  win bigint NOT NULL CHECK (win >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (member_id, client_round_id)
);
CREATE INDEX bgs_rounds_member_idx ON bgs_rounds (member_id, id DESC);
