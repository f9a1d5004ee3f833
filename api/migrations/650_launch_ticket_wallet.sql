-- A launch ticket carries the wallet the game plays from (migration 610), handed to the player session it is exchanged for.
ALTER TABLE game_launch_tickets ADD COLUMN wallet text NOT NULL DEFAULT 'MAIN';
