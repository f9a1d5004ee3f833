-- The manual rebate marks each bet it paid (product-rules 4.37): a claim pays the member's unmarked bets created before
-- its instant, so a bet whose transaction began before a claim but committed after it (invisible to the claim) is paid
-- by the next claim instead of falling between two windows.
ALTER TABLE wager_events ADD COLUMN rebate_claim_id bigint REFERENCES manual_rebate_claims(id);
CREATE INDEX wager_events_unrebated_idx ON wager_events (member_id, created_at) WHERE rebate_claim_id IS NULL;
