-- Agent contracts (docs/agent.md "Contracts"): daily salary, hourly salary and dividend terms offered by an upline agent
-- (or the operator) to a direct downline agent, accepted or refused by it, and one statement per settled period.
CREATE TABLE agent_contracts (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants(code),
  kind text NOT NULL CHECK (kind IN ('DAILY_SALARY', 'HOURLY_SALARY', 'DIVIDEND')),
  -- The downline agent the terms are for.
  agent_id bigint NOT NULL REFERENCES members(id),
  -- Who offers and pays: the upline agent, or the operator (the house pays).
  offered_by_member_id bigint REFERENCES members(id),
  offered_by_operator text,
  -- DIVIDEND: what the tiers are measured on.
  basis text CHECK (basis IN ('NET_LOSS', 'GGR')),
  tiers jsonb NOT NULL,
  status text NOT NULL CHECK (status IN ('OFFERED', 'ACCEPTED', 'REFUSED', 'ENDED', 'WITHDRAWN')),
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  ended_at timestamptz,
  CHECK ((offered_by_member_id IS NULL) <> (offered_by_operator IS NULL)),
  CHECK ((kind = 'DIVIDEND') = (basis IS NOT NULL))
);
-- One offer awaiting an answer and one contract in force per agent and kind.
CREATE UNIQUE INDEX agent_contracts_one_offer ON agent_contracts (agent_id, kind) WHERE status = 'OFFERED';
CREATE UNIQUE INDEX agent_contracts_one_active ON agent_contracts (agent_id, kind) WHERE status = 'ACCEPTED';
CREATE INDEX agent_contracts_offerer_idx ON agent_contracts (offered_by_member_id, created_at);
CREATE INDEX agent_contracts_kind_status_idx ON agent_contracts (kind, status);

-- One statement per contract and settled period: what the team did, what was due and how it was paid. The unique key
-- and the ledger key (AGENT_CONTRACT:<contract>:<period>) both make a second settlement of the period pay nothing.
CREATE TABLE agent_contract_statements (
  id bigserial PRIMARY KEY,
  contract_id bigint NOT NULL REFERENCES agent_contracts(id),
  period text NOT NULL,
  period_start timestamptz NOT NULL,
  period_end timestamptz NOT NULL,
  turnover bigint NOT NULL,
  active_players integer NOT NULL,
  ggr bigint NOT NULL,
  net_loss bigint NOT NULL,
  amount bigint NOT NULL CHECK (amount >= 0),
  -- PAID: moved by transfer_id; NOTHING_DUE: no tier reached; UNPAID: the upline's wallet could not pay it.
  status text NOT NULL CHECK (status IN ('PAID', 'NOTHING_DUE', 'UNPAID')),
  transfer_id bigint UNIQUE REFERENCES ledger_transfers(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (contract_id, period)
);

ALTER DOMAIN ledger_transfer_code DROP CONSTRAINT ledger_transfer_code_known;
ALTER DOMAIN ledger_transfer_code ADD CONSTRAINT ledger_transfer_code_known
  CHECK (VALUE IN ('DEPOSIT', 'WITHDRAW_HOLD', 'WITHDRAW_PAYOUT', 'WITHDRAW_RELEASE', 'TRANSFER', 'BET', 'WIN',
                   'ROLLBACK', 'BONUS', 'REBATE', 'AGENT_TRANSFER', 'AGENT_CONTRACT', 'ADJUSTMENT'));
