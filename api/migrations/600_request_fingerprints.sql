-- Every idempotent request stores the fingerprint of the request its key first came with
-- (api/src/http/idempotency.ts: SHA-256 of the request's canonical JSON). A repeat of the key with another request
-- is idempotency.conflict, whatever field differs. Rows recorded before this migration have no fingerprint: a repeat
-- of their key is refused as a conflict rather than guessed.
ALTER TABLE deposit_orders ADD COLUMN request_fingerprint text;
ALTER TABLE withdrawal_orders ADD COLUMN request_fingerprint text;
ALTER TABLE lottery_orders ADD COLUMN request_fingerprint text;
ALTER TABLE bgs_rounds ADD COLUMN request_fingerprint text;
ALTER TABLE provider_transactions ADD COLUMN request_fingerprint text;
