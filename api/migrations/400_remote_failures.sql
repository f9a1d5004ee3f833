-- Remote registry: load/render failure reports from the shell and the automatic-rollback setting.

-- What the shell reports when a remote fails to load or throws while rendering (no personal data:
-- no member, no IP, only the remote, its version, the kind of failure and a short message).
CREATE TABLE remote_failures (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants(code),
  channel text NOT NULL DEFAULT 'default',
  remote text NOT NULL,
  version text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('load', 'render')),
  message text NOT NULL DEFAULT '',
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX remote_failures_idx ON remote_failures (merchant_code, remote, version, at);

-- Merchant setting: roll a remote back to its previous version automatically when one version collects
-- `threshold` failures within `window_seconds`. Off unless a row says otherwise.
CREATE TABLE remote_auto_rollback (
  merchant_code text PRIMARY KEY REFERENCES merchants(code),
  enabled boolean NOT NULL DEFAULT false,
  threshold integer NOT NULL DEFAULT 20 CHECK (threshold > 0),
  window_seconds integer NOT NULL DEFAULT 300 CHECK (window_seconds > 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);
