-- One source of a game's name. A lottery game's name (and its vendor) is its catalogue entry's
-- (games.game_id = lottery_games.id, category LOTT or ELOTT); lottery_games keeps only how it draws.
ALTER TABLE lottery_games DROP COLUMN name_th;
ALTER TABLE lottery_games DROP COLUMN name_en;
