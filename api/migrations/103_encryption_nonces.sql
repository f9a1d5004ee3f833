-- An encrypted body serves once: its envelope carries a random nonce and a timestamp, and each nonce seen is
-- kept until its time window has passed (after that the timestamp alone refuses it). In the database, so a
-- body replayed to another API instance is refused too.
CREATE TABLE encryption_nonces (
  nonce text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX encryption_nonces_expires_idx ON encryption_nonces (expires_at);
