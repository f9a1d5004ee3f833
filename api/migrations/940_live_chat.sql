-- Live chat between a player and customer service (module CBS3, docs/live-chat.md).

-- A conversation: a player's thread with customer service. WAITING until an operator takes it, OPEN while one
-- answers, CLOSED when done. A player has at most one conversation that is not closed (the unique index is the
-- lock: two first messages sent at once land in one conversation).
CREATE TABLE chat_conversations (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants(code),
  member_id bigint NOT NULL REFERENCES members(id),
  status text NOT NULL DEFAULT 'WAITING' CHECK (status IN ('WAITING', 'OPEN', 'CLOSED')),
  operator text,
  -- Started outside service hours: the answers also reach the player's inbox.
  offline boolean NOT NULL DEFAULT false,
  -- The player's language when the conversation opened: texts the site writes for them (the inbox copy) use it.
  lang text NOT NULL DEFAULT 'TH' CHECK (lang IN ('TH', 'EN')),
  -- The last message each side has read (read marks).
  member_read_id bigint NOT NULL DEFAULT 0,
  operator_read_id bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  taken_at timestamptz,
  closed_at timestamptz
);
CREATE UNIQUE INDEX chat_conversations_live_idx ON chat_conversations (member_id) WHERE status <> 'CLOSED';
CREATE INDEX chat_conversations_queue_idx ON chat_conversations (merchant_code, status, id);

-- A message: text, an image (png or jpg under 5 MB, kept in the database so every API instance serves it), or both.
CREATE TABLE chat_messages (
  id bigserial PRIMARY KEY,
  conversation_id bigint NOT NULL REFERENCES chat_conversations(id),
  sender text NOT NULL CHECK (sender IN ('MEMBER', 'OPERATOR', 'SYSTEM')),
  operator text,
  body text NOT NULL DEFAULT '',
  image bytea,
  image_type text CHECK (image_type IN ('png', 'jpg')),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (body <> '' OR image IS NOT NULL)
);
CREATE INDEX chat_messages_conversation_idx ON chat_messages (conversation_id, id);
