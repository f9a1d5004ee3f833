-- Foundation: merchants (white labels), members and sessions, help centre, remote registry.

CREATE TABLE merchants (
  code text PRIMARY KEY,
  name text NOT NULL,
  -- Merchant settings (site name, minimum age, maintenance, templates, resources...). See system.service.ts.
  settings jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- White-label switch tree: [{modId, enabled, childrenNodes}]
  whitelabel jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Region restriction: requests from these networks get status 2 (or 1 with maintenance).
CREATE TABLE ip_restrictions (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants(code),
  cidr text NOT NULL,
  reason text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_code, cidr)
);

CREATE TABLE members (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants(code),
  account text NOT NULL,
  password_hash text NOT NULL,
  -- product-rules 6: 0, 1, 2 real members; 4 (default), 40, 41, 42 non-agent; trial accounts are flagged.
  type integer NOT NULL DEFAULT 4,
  trial boolean NOT NULL DEFAULT false,
  nickname text,
  email text,
  mobile text,
  country_dialing_code text,
  payee_name text,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX members_account_uq ON members (merchant_code, lower(account));

-- Session tokens: 256 random bits, stored only as a SHA-256 hash; revocable.
CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  device text
);
CREATE INDEX sessions_member_idx ON sessions (member_id);

CREATE TABLE help_topics (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants(code),
  lang text NOT NULL,
  tag text NOT NULL,
  title text NOT NULL,
  content text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  UNIQUE (merchant_code, lang, tag)
);

-- Every published build of a remote: immutable; going live or rolling back only moves a pointer.
CREATE TABLE remote_versions (
  remote text NOT NULL,
  version text NOT NULL,
  manifest_url text NOT NULL,
  contract jsonb NOT NULL DEFAULT '{}'::jsonb,
  published_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (remote, version)
);

-- The live pointer per merchant and channel.
CREATE TABLE remote_releases (
  merchant_code text NOT NULL REFERENCES merchants(code),
  channel text NOT NULL DEFAULT 'default',
  remote text NOT NULL,
  version text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_code, channel, remote),
  FOREIGN KEY (remote, version) REFERENCES remote_versions (remote, version)
);

-- Who published or rolled back what, when and why (append-only).
CREATE TABLE remote_history (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL,
  channel text NOT NULL,
  remote text NOT NULL,
  version text NOT NULL,
  previous_version text,
  action text NOT NULL,
  actor text NOT NULL,
  reason text NOT NULL DEFAULT '',
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX remote_history_idx ON remote_history (merchant_code, channel, remote, id DESC);
