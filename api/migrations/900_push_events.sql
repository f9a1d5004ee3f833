-- The push journal (docs/live.md): a member's recent events, so a page that reconnects with the id of the last event
-- it saw gets the ones it missed. One row per (member, key): a newer event of the same key (the wallet's balances,
-- one order's status) replaces the older one under a new id, since a page needs only the latest. member_id NULL:
-- an event for every member of the merchant (a broadcast inbox message). A periodic job purges rows past a day.
CREATE TABLE push_events (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL,
  member_id bigint,
  event_key text NOT NULL,
  topic text NOT NULL,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX push_events_member_key ON push_events (member_id, event_key) WHERE member_id IS NOT NULL;
CREATE INDEX push_events_merchant_broadcast ON push_events (merchant_code, id) WHERE member_id IS NULL;
CREATE INDEX push_events_created ON push_events (created_at);
