-- Accounts and sessions: captchas, SMS codes and their outbox, remember tokens, rate counters,
-- affiliate codes, server keys for encrypted bodies, and the registration fields of members.

ALTER TABLE members ADD COLUMN birthday date;
ALTER TABLE members ADD COLUMN extra jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE members ADD COLUMN referrer_id bigint REFERENCES members(id);
ALTER TABLE members ADD COLUMN first_login_at timestamptz;
CREATE UNIQUE INDEX members_mobile_uq ON members (merchant_code, country_dialing_code, mobile) WHERE mobile IS NOT NULL;

-- Arithmetic image captchas: single use, expire in minutes. The answer is kept so operators (support,
-- and the e2e tests through the operator API) can read it; it guards nothing once used or expired.
CREATE TABLE captchas (
  id text PRIMARY KEY,
  answer text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- SMS verification codes (hashed) by purpose: login, register, reset.
CREATE TABLE sms_codes (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL,
  mobile text NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('login', 'register', 'reset')),
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sms_codes_lookup_idx ON sms_codes (merchant_code, mobile, purpose, id DESC);

-- What the default SMS and mail adapters "send": a local outbox a developer (and e2e) can read.
CREATE TABLE message_outbox (
  id bigserial PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('sms', 'email')),
  recipient text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX message_outbox_recipient_idx ON message_outbox (recipient, id DESC);

-- "Remember password" done right: a revocable token instead of the password (hash stored only).
CREATE TABLE remember_tokens (
  token_hash text PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX remember_tokens_member_idx ON remember_tokens (member_id);

-- Fixed-window counters for rate limits and failed-login tracking (shared by every API instance).
CREATE TABLE rate_counters (
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (key, window_start)
);

CREATE TABLE affiliate_codes (
  merchant_code text NOT NULL REFERENCES merchants(code),
  code text NOT NULL,
  member_id bigint REFERENCES members(id),
  PRIMARY KEY (merchant_code, code)
);

-- The RSA key pair for encrypted bodies, shared by every API instance.
CREATE TABLE server_keys (
  id text PRIMARY KEY,
  public_pem text NOT NULL,
  private_pem text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
