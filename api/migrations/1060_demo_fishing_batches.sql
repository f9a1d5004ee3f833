-- The demo vendor's fishing game (docs/games.md, "Fishing"): the batches of shots its server settles, each once, through
-- the operator's seamless-wallet callbacks (one debit of the batch's stakes, one credit of its wins, or a rollback).
CREATE TABLE demo_fishing_batches (
  id bigserial PRIMARY KEY,
  -- The page's own id of the batch (sending it again settles nothing more): transactions F<batch id>:D|C|RB.
  batch_id text NOT NULL,
  -- SHA-256 of the player token that sent it: only the same player with the same shots may send it again.
  player_key text NOT NULL,
  game_code text NOT NULL,
  client_seed text NOT NULL,
  -- SHA-256 of the request (game, client seed, shots): the same batch id with another body is a conflict.
  fingerprint text NOT NULL,
  -- [{kind, stake, hit, win}] in firing order, decided when the batch arrived.
  shots jsonb NOT NULL,
  stake bigint NOT NULL CHECK (stake > 0),
  win bigint NOT NULL CHECK (win >= 0),
  -- open (recorded), debited, settled (credited), refused (the debit was refused), cancelled (rolled back).
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'debited', 'settled', 'refused', 'cancelled')),
  refusal text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (batch_id)
);
CREATE INDEX demo_fishing_batches_player ON demo_fishing_batches (player_key, created_at);
