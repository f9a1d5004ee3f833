-- Promotions (activity, activityDetail) and VIP levels (member/benefits).

CREATE TABLE promotions (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants(code),
  code text NOT NULL,
  category text NOT NULL CHECK (category IN ('deposit', 'rebate', 'vip', 'mission', 'event')),
  -- How a member takes part: JOIN (instant), APPLY (an operator reviews), CLAIM (a reward to collect).
  action text NOT NULL CHECK (action IN ('JOIN', 'APPLY', 'CLAIM')),
  title jsonb NOT NULL,
  summary jsonb NOT NULL,
  content jsonb NOT NULL,
  -- Art for the card, drawn locally: two gradient colours and a glyph.
  art jsonb NOT NULL DEFAULT '{}'::jsonb,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz,
  sort integer NOT NULL DEFAULT 0,
  UNIQUE (merchant_code, code)
);

CREATE TABLE promotion_entries (
  promotion_id bigint NOT NULL REFERENCES promotions(id),
  member_id bigint NOT NULL REFERENCES members(id),
  -- product-rules 4 labels: Joined, Applying, Rejected, Issued, Claimed, Process.
  status text NOT NULL CHECK (status IN ('JOINED', 'APPLYING', 'REJECTED', 'ISSUED', 'CLAIMED', 'PROCESS')),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (promotion_id, member_id)
);

CREATE TABLE vip_levels (
  merchant_code text NOT NULL REFERENCES merchants(code),
  level integer NOT NULL,
  name text NOT NULL,
  -- Requirements in minor units; benefits as {key: value} shown on the benefits page.
  deposit_required bigint NOT NULL,
  turnover_required bigint NOT NULL,
  benefits jsonb NOT NULL,
  PRIMARY KEY (merchant_code, level)
);
