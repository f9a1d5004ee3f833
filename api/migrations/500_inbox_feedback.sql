-- Inbox (product-rules 3: message, messages, webEmail) and feedback (PUT /wps/feedback).

-- A message sent to one member, or to every member of a merchant when member_id is null (broadcast).
CREATE TABLE inbox_messages (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants(code),
  member_id bigint REFERENCES members(id),
  title text NOT NULL,
  content text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX inbox_messages_member_idx ON inbox_messages (merchant_code, member_id, id DESC);

-- Read marks per member (a broadcast is read per member).
CREATE TABLE inbox_reads (
  message_id bigint NOT NULL REFERENCES inbox_messages(id),
  member_id bigint NOT NULL REFERENCES members(id),
  read_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (message_id, member_id)
);

CREATE TABLE feedback (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants(code),
  member_id bigint REFERENCES members(id),
  category text NOT NULL,
  content text NOT NULL,
  images jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
