-- A Firebase phone ID token proves a phone once, as one of our SMS codes does: each one used is kept (as a hash)
-- until it would be refused anyway as a proof too old (its auth_time plus the codes' lifetime).
CREATE TABLE firebase_phone_proofs (
  token_hash text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX firebase_phone_proofs_expires_idx ON firebase_phone_proofs (expires_at);
