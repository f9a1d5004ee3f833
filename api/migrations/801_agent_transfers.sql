-- Transfers from an agent to a downline (docs/agent.md): each is one AGENT_TRANSFER ledger transfer from the agent's
-- MAIN wallet to the downline's; this row is the record both sides read and holds the client's idempotency key with
-- the fingerprint of the request it first came with (api-conventions A7).
CREATE TABLE agent_transfers (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants(code),
  agent_id bigint NOT NULL REFERENCES members(id),
  downline_id bigint NOT NULL REFERENCES members(id),
  amount bigint NOT NULL CHECK (amount > 0),
  request_key text NOT NULL,
  request_fingerprint text NOT NULL,
  transfer_id bigint NOT NULL UNIQUE REFERENCES ledger_transfers(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (agent_id, request_key)
);
CREATE INDEX agent_transfers_agent_idx ON agent_transfers (agent_id, created_at);
CREATE INDEX agent_transfers_downline_idx ON agent_transfers (downline_id, created_at);
