-- The agent's team (docs/agent.md): who brought whom in, the agent's affiliate links, and who made whom an agent.
--
-- The team is a tree kept as one column, members.upline_id (the direct upline agent), read with recursive queries.
-- An upline is set once, at registration through an agent's affiliate link, and never moves, so a closure table
-- would only add a second copy to keep in step; teams are walked through the upline_id index.
-- members.referrer_id (migration 100) stays the referral promo's link (invite friends): a separate concept.
ALTER TABLE members ADD COLUMN upline_id bigint REFERENCES members(id);
CREATE INDEX members_upline_idx ON members (upline_id) WHERE upline_id IS NOT NULL;

-- An agent's affiliate links (module AFFMAN3): a code of its own per link; registering with it puts the new member
-- in the agent's team. A deleted link stops bringing members but keeps the ones it brought.
CREATE TABLE agent_affiliate_links (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants(code),
  agent_id bigint NOT NULL REFERENCES members(id),
  code text NOT NULL,
  name text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX agent_affiliate_links_code_uq ON agent_affiliate_links (merchant_code, lower(code));
CREATE INDEX agent_affiliate_links_agent_idx ON agent_affiliate_links (agent_id, id DESC);

ALTER TABLE members ADD COLUMN affiliate_link_id bigint REFERENCES agent_affiliate_links(id);
CREATE INDEX members_affiliate_link_idx ON members (affiliate_link_id) WHERE affiliate_link_id IS NOT NULL;

-- Every change of a member's type by an upline agent or the operator, for the record (append-only).
CREATE TABLE agent_appointments (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants(code),
  member_id bigint NOT NULL REFERENCES members(id),
  from_type integer NOT NULL,
  to_type integer NOT NULL,
  -- The upline agent who opened the account, or null when the operator promoted the member.
  by_member_id bigint REFERENCES members(id),
  by_operator text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX agent_appointments_member_idx ON agent_appointments (member_id);
