-- Referral (product-rules 6.9, /m/inviteFriends) and the member's manual rebate (/m/member/manualRebate, MANPLAYREB3).

-- The devices and addresses a member registered or logged in from: an invitee seen on the referrer's device or IP
-- is not a valid invitee (docs/promotions.md, Referral). One row per member, kind and value.
CREATE TABLE member_sightings (
  member_id bigint NOT NULL REFERENCES members(id),
  kind text NOT NULL CHECK (kind IN ('DEVICE', 'IP')),
  value text NOT NULL,
  first_seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, kind, value)
);
CREATE INDEX member_sightings_value_idx ON member_sightings (kind, value);

-- A member's invitees, found by members.referrer_id (set at registration from the affiliate code).
CREATE INDEX members_referrer_idx ON members (referrer_id) WHERE referrer_id IS NOT NULL;

-- The referral reward: one per invitee, ever (the unique key is the lock), paid to the referrer by one ledger transfer.
CREATE TABLE referral_rewards (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants(code),
  referrer_id bigint NOT NULL REFERENCES members(id),
  invitee_id bigint NOT NULL UNIQUE REFERENCES members(id),
  amount bigint NOT NULL CHECK (amount > 0),
  -- Set in the row's own transaction, right after the row is taken (the row first, so a race's loser pays nothing).
  transfer_id bigint REFERENCES ledger_transfers(id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX referral_rewards_referrer_idx ON referral_rewards (referrer_id, id);

-- A manual rebate claim: the valid bets of [window_from, window_to) at the member's VIP rates. A claim's window
-- starts where the previous one ended, so (member, window_from) is unique: two concurrent claims find the same start
-- and the database keeps one.
CREATE TABLE manual_rebate_claims (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants(code),
  member_id bigint NOT NULL REFERENCES members(id),
  window_from timestamptz NOT NULL,
  window_to timestamptz NOT NULL,
  turnover bigint NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  -- [{category, turnover, percent, amount}] as computed at the claim.
  lines jsonb NOT NULL,
  -- Set in the claim's own transaction, right after the row is taken.
  transfer_id bigint REFERENCES ledger_transfers(id),
  request_key text,
  request_fingerprint text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (member_id, window_from)
);
CREATE UNIQUE INDEX manual_rebate_claims_request_uq ON manual_rebate_claims (member_id, request_key) WHERE request_key IS NOT NULL;
