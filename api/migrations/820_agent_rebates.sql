-- Agent rebates (docs/agent.md "Rebates"): a share of the turnover of an agent's downlines, paid by the house once per
-- agent and day. The rate is the agent's own (set by the operator: its rebate terms) or else the merchant's.
CREATE TABLE agent_rebate_rates (
  agent_id bigint PRIMARY KEY REFERENCES members(id),
  rate_bp integer NOT NULL CHECK (rate_bp BETWEEN 0 AND 10000),
  set_by text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- One statement per agent and settled day; the unique key, the job's period key and the ledger key
-- (AGENT_REBATE:<agent>:<period>) commit together, so a second settlement of the day pays nothing.
CREATE TABLE agent_rebate_statements (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants(code),
  agent_id bigint NOT NULL REFERENCES members(id),
  period text NOT NULL,
  period_start timestamptz NOT NULL,
  period_end timestamptz NOT NULL,
  turnover bigint NOT NULL CHECK (turnover > 0),
  rate_bp integer NOT NULL,
  amount bigint NOT NULL CHECK (amount >= 0),
  -- PAID: moved by transfer_id; NOTHING_DUE: the rate gave less than one minor unit.
  status text NOT NULL CHECK (status IN ('PAID', 'NOTHING_DUE')),
  transfer_id bigint UNIQUE REFERENCES ledger_transfers(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (agent_id, period)
);
CREATE INDEX agent_rebate_statements_agent_idx ON agent_rebate_statements (agent_id, period_end DESC);

ALTER DOMAIN ledger_transfer_code DROP CONSTRAINT ledger_transfer_code_known;
ALTER DOMAIN ledger_transfer_code ADD CONSTRAINT ledger_transfer_code_known
  CHECK (VALUE IN ('DEPOSIT', 'WITHDRAW_HOLD', 'WITHDRAW_PAYOUT', 'WITHDRAW_RELEASE', 'TRANSFER', 'BET', 'WIN',
                   'ROLLBACK', 'BONUS', 'REBATE', 'AGENT_TRANSFER', 'AGENT_CONTRACT', 'AGENT_REBATE', 'ADJUSTMENT'));
