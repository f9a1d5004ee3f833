-- The demo vendors' cockfight arenas (docs/games.md, "Cockfight"): the bets the arena server holds until their fight's
-- result, each settled once through the operator's seamless-wallet callbacks (credit, or rollback of a cancelled fight).
CREATE TABLE demo_cockfight_bets (
  id bigserial PRIMARY KEY,
  arena text NOT NULL,
  fight_no bigint NOT NULL,
  -- The page's own id for the bet (placing it again places nothing more): its debit is F<fight>:<bet id>:D.
  bet_id text NOT NULL,
  -- SHA-256 of the player token that placed it (who may list it).
  player_key text NOT NULL,
  -- The player token, sealed (api/src/providers/player-token.ts), while the bet is open: the arena settles a fight's bets when its result is final, without
  -- the player (the callbacks need the token); cleared once the bet is settled.
  player_token text,
  side text NOT NULL CHECK (side IN ('meron', 'wala', 'draw')),
  amount bigint NOT NULL CHECK (amount > 0),
  -- The fixed odds taken (hundredths, stake included) at an odds arena; null at a pool arena.
  odds integer,
  -- placed (debited), refused (the debit was refused), settled (credited), refunded (rolled back).
  status text NOT NULL DEFAULT 'placed' CHECK (status IN ('placed', 'refused', 'settled', 'refunded')),
  win bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (bet_id)
);
CREATE INDEX demo_cockfight_bets_open ON demo_cockfight_bets (arena, fight_no) WHERE status = 'placed';
CREATE INDEX demo_cockfight_bets_player ON demo_cockfight_bets (player_key, arena, fight_no);
