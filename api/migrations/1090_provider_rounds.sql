-- A provider's round closes once: the credit that ends it (the first credit of a single-credit round, or the one a
-- vendor flags roundEnd) records closed_by. A later credit of a closed round with a new transaction id moves no money:
-- it is held for review like a credit without a debit; hold_reason says which (no-debit, round-closed).
CREATE TABLE provider_rounds (
  provider text NOT NULL,
  member_id bigint NOT NULL REFERENCES members(id),
  round_id text NOT NULL,
  closed_by text,
  closed_at timestamptz,
  PRIMARY KEY (provider, member_id, round_id)
);
ALTER TABLE provider_transactions ADD COLUMN hold_reason text;
UPDATE provider_transactions SET hold_reason = 'no-debit' WHERE kind = 'credit' AND (status = 'review' OR reviewed_by IS NOT NULL);
