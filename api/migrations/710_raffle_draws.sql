-- A raffle's draw (RAFFLE activities, api/src/promotions/raffle.service.ts): the seed is chosen and its sha256 published
-- before the draw; at the draw time the winners are a deterministic function of the seed and the ticket list, the
-- seed is published, and each prize is paid through the ledger. One row per raffle: drawn_at set once.
CREATE TABLE raffle_draws (
  promotion_id bigint PRIMARY KEY REFERENCES promotions(id),
  seed text NOT NULL,
  seed_hash text NOT NULL,
  -- The ticket list the winners were drawn from: member ids in the canonical order, one per ticket.
  tickets jsonb,
  winners jsonb NOT NULL DEFAULT '[]'::jsonb,
  drawn_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
