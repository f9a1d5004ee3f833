-- Game providers (third-party vendors and the local demo provider): launch sessions and seamless-wallet callbacks.

-- A launch gives the provider an opaque player token; only its SHA-256 is stored.
CREATE TABLE provider_sessions (
  token_hash text PRIMARY KEY,
  provider text NOT NULL,
  member_id bigint NOT NULL REFERENCES members(id),
  vendor text NOT NULL,
  game_code text NOT NULL,
  game_type text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);

-- Every callback by the provider's transaction id: a repeat finds its row and changes nothing twice.
-- status: pending (being applied), applied, rolled_back (a later rollback reversed it), refused (e.g. no funds),
-- tombstone (a rollback arrived before its debit: the debit, when it comes, is refused).
CREATE TABLE provider_transactions (
  id bigserial PRIMARY KEY,
  provider text NOT NULL,
  transaction_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('debit', 'credit', 'rollback')),
  member_id bigint REFERENCES members(id),
  round_id text,
  amount bigint NOT NULL DEFAULT 0 CHECK (amount >= 0),
  status text NOT NULL CHECK (status IN ('pending', 'applied', 'rolled_back', 'refused', 'tombstone')),
  ref_transaction_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider, transaction_id)
);
CREATE INDEX provider_transactions_member_idx ON provider_transactions (member_id, id DESC);
