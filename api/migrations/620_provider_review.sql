-- A provider's credit needs its debit. A credit for a round with no applied debit from that player (never
-- debited, refused, or rolled back) moves no money: it is recorded as 'review', listed for operators
-- (GET /ops/providers/review), who pay it (approve: status applied) or close it (reject: status refused).
ALTER TABLE provider_transactions DROP CONSTRAINT provider_transactions_status_check;
ALTER TABLE provider_transactions ADD CONSTRAINT provider_transactions_status_check
  CHECK (status IN ('pending', 'applied', 'rolled_back', 'refused', 'tombstone', 'review'));
ALTER TABLE provider_transactions ADD COLUMN reviewed_by text;
ALTER TABLE provider_transactions ADD COLUMN reviewed_at timestamptz;
ALTER TABLE provider_transactions ADD COLUMN review_reason text NOT NULL DEFAULT '';
CREATE INDEX provider_transactions_review_idx ON provider_transactions (id) WHERE status = 'review';
-- A credit finds the debits of its round.
CREATE INDEX provider_transactions_round_idx ON provider_transactions (provider, member_id, round_id) WHERE round_id IS NOT NULL;
