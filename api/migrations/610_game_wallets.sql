-- A vendor's game plays from the wallet the wallet rule gives it (api/src/wallet/wallet.service.ts
-- gameWalletOf: the vendor's own transfer wallet, or MAIN for a one-wallet merchant and for vendors without one).
-- The wallet is fixed when the game is launched (provider session) or the order is placed (lottery), and every later
-- movement of that round (win, refund, rollback) goes back to the same wallet. Earlier rows all played from MAIN.
ALTER TABLE provider_sessions ADD COLUMN wallet text NOT NULL DEFAULT 'MAIN';
ALTER TABLE provider_transactions ADD COLUMN wallet text NOT NULL DEFAULT 'MAIN';
-- The session's game type names the demo provider's house account of the transaction (a credit paid later by an
-- operator goes from the same house account as the round's bet).
ALTER TABLE provider_transactions ADD COLUMN game_type text;
ALTER TABLE lottery_orders ADD COLUMN wallet text NOT NULL DEFAULT 'MAIN';
