-- The demo vendors' slots (docs/games.md, "Vendor slots"): each spin the vendor's slot server played, settled through
-- the operator's seamless-wallet callbacks: a debit S<spin id>:D of the bet, then a credit S<spin id>:C of the win
-- (0 for a loss), or, when the spin fails after its debit, one rollback S<spin id>:RB.
CREATE TABLE demo_slot_spins (
  id bigserial PRIMARY KEY,
  -- The page's own id for the spin: spinning it again spins nothing more (the same outcome is answered).
  spin_id text NOT NULL,
  game_code text NOT NULL,
  vendor text NOT NULL,
  -- SHA-256 of the player token that spun it.
  player_key text NOT NULL,
  bet bigint NOT NULL CHECK (bet > 0),
  client_seed text NOT NULL,
  -- placed (recorded), debited, settled (credited), refused (the debit was refused), refunded (rolled back).
  status text NOT NULL DEFAULT 'placed' CHECK (status IN ('placed', 'debited', 'settled', 'refused', 'refunded')),
  win bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (spin_id)
);
CREATE INDEX demo_slot_spins_player ON demo_slot_spins (player_key, game_code, id);
