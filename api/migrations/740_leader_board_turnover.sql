-- Leader-board prizes carry a turnover obligation like other bonuses (product-rules 4.34): each prize's multiple of
-- its amount, 1 unless the operator sets another (0: none).
ALTER TABLE leader_board_prizes ADD COLUMN bonus_multiple numeric NOT NULL DEFAULT 1 CHECK (bonus_multiple >= 0);

-- An obligation of a reward that is no activity's (a leader-board prize): no promotion, its own title, one per member
-- and reward key (kept in `period`).
ALTER TABLE turnover_obligations ALTER COLUMN promotion_id DROP NOT NULL;
ALTER TABLE turnover_obligations ADD COLUMN title jsonb;
CREATE UNIQUE INDEX turnover_obligations_unlinked_key ON turnover_obligations (member_id, period) WHERE promotion_id IS NULL;
