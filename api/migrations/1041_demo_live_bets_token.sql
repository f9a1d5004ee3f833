-- The live tables settle a round's bets when anyone reads the table after its result (docs/games.md, "Live roulette and
-- sic bo"), not only on the player's next visit: the table keeps the player token of an open bet, sealed (api/src/providers/player-token.ts), for the callbacks and
-- drops it once the bet is settled. Bets placed before this migration have none and settle on the player's visit.
ALTER TABLE demo_live_bets ADD COLUMN player_token text;
CREATE INDEX demo_live_bets_open ON demo_live_bets (table_code, round_no) WHERE status = 'placed';
