-- A provider game is launched with a ticket in its URL, never a session or player token: the game page (or the
-- vendor's server) exchanges it once, within a minute, for the player token. Only its SHA-256 is stored.
CREATE TABLE game_launch_tickets (
  ticket_hash text PRIMARY KEY,
  provider text NOT NULL,
  member_id bigint NOT NULL REFERENCES members(id),
  vendor text NOT NULL,
  game_code text NOT NULL,
  game_type text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX game_launch_tickets_member_idx ON game_launch_tickets (member_id);
CREATE INDEX provider_sessions_member_idx ON provider_sessions (member_id);
