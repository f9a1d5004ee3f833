-- The operator console (docs/operator-console.md): operator accounts with a role, their sessions, who sent an
-- inbox message or an announcement, and the answer to a feedback.

-- An operator signs in with a name and a password (scrypt, api/src/session/password.ts). The role decides which
-- groups of the operator API it may use: admin everything, cashier deposits and withdrawals, support feedback,
-- inbox messages, announcements (and later chat).
CREATE TABLE operators (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE CHECK (name = lower(name) AND length(name) BETWEEN 3 AND 32),
  password_hash text NOT NULL,
  role text NOT NULL CHECK (role IN ('admin', 'cashier', 'support')),
  disabled boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_login_at timestamptz
);

-- Only the token's SHA-256 is stored, as for members' sessions; logout sets revoked_at.
CREATE TABLE operator_sessions (
  token_hash text PRIMARY KEY,
  operator_id integer NOT NULL REFERENCES operators(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX operator_sessions_operator_idx ON operator_sessions (operator_id);

ALTER TABLE inbox_messages ADD COLUMN sent_by text;
ALTER TABLE announcements ADD COLUMN created_by text;

-- The answer an operator sent to the player's inbox.
ALTER TABLE feedback ADD COLUMN answer text;
ALTER TABLE feedback ADD COLUMN answered_by text;
ALTER TABLE feedback ADD COLUMN answered_at timestamptz;
ALTER TABLE feedback ADD COLUMN answer_message_id bigint REFERENCES inbox_messages(id);
CREATE INDEX feedback_merchant_idx ON feedback (merchant_code, id DESC);
