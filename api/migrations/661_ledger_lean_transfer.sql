-- ledger_post_transfer (migration 660) with less work per call, the same rules (docs/performance.md "Ledger").
--
-- The transfer code is checked by a domain instead of a table CHECK: PostgreSQL reads a table's CHECK expressions
-- from their stored text and plans them again in every INSERT (the twelve-code list was most of that work); a
-- domain's check is read once per connection. Same codes, same refusal (check_violation). Added in three steps so
-- the table is scanned once, not rewritten.
CREATE DOMAIN ledger_transfer_code AS text;
ALTER TABLE ledger_transfers ALTER COLUMN code TYPE ledger_transfer_code;
ALTER TABLE ledger_transfers DROP CONSTRAINT ledger_transfers_code_check;
ALTER DOMAIN ledger_transfer_code ADD CONSTRAINT ledger_transfer_code_known
  CHECK (VALUE IN ('DEPOSIT', 'WITHDRAW_HOLD', 'WITHDRAW_PAYOUT', 'WITHDRAW_RELEASE', 'TRANSFER', 'BET', 'WIN',
                   'ROLLBACK', 'BONUS', 'REBATE', 'AGENT_TRANSFER', 'ADJUSTMENT'));

-- The same function, fewer statements per call: an existing account is found in the function itself (ledger_account()
-- only creates one on first use), and when one side is a house (bets, wins, deposits, bonuses) the member's account is
-- found and locked in one statement: a single row lock has no order to keep. Two member sides still lock in
-- ascending account id order. The balances are aggregated without ORDER BY: a jsonb object keeps its keys in its own
-- order whatever the input order.
CREATE OR REPLACE FUNCTION ledger_post_transfer(
  p_merchant text, p_key text, p_code text,
  p_debit_member bigint, p_debit_name text, p_credit_member bigint, p_credit_name text,
  p_amount bigint, p_memo text, p_meta jsonb,
  OUT transfer_id bigint, OUT replayed boolean, OUT balances jsonb, OUT error text)
LANGUAGE plpgsql AS $$
DECLARE
  v_member bigint := COALESCE(p_debit_member, p_credit_member);
  v_debit bigint;
  v_credit bigint;
  v_balance bigint;
  v_debit_after bigint;
  v_credit_after bigint;
  v_first ledger_transfers%ROWTYPE;
  r record;
BEGIN
  replayed := false;
  IF p_debit_member IS NULL THEN
    SELECT id INTO v_debit FROM ledger_accounts WHERE merchant_code = p_merchant AND house = p_debit_name;
  ELSIF p_credit_member IS NULL THEN
    SELECT id, balance INTO v_debit, v_balance FROM ledger_accounts
      WHERE member_id = p_debit_member AND wallet = p_debit_name AND merchant_code = p_merchant FOR UPDATE;
    v_debit_after := v_balance - p_amount;
  ELSE
    SELECT id INTO v_debit FROM ledger_accounts WHERE member_id = p_debit_member AND wallet = p_debit_name AND merchant_code = p_merchant;
  END IF;
  IF v_debit IS NULL THEN
    v_debit := ledger_account(p_merchant, p_debit_member, p_debit_name);
    IF v_debit IS NULL THEN
      error := 'user.not.exist.or.disabled';
      RETURN;
    END IF;
    IF p_debit_member IS NOT NULL AND p_credit_member IS NULL THEN
      -- Created here or, a moment ago, by a concurrent first use that may have moved money already.
      SELECT balance - p_amount INTO v_debit_after FROM ledger_accounts WHERE id = v_debit FOR UPDATE;
    END IF;
  END IF;

  IF p_credit_member IS NULL THEN
    SELECT id INTO v_credit FROM ledger_accounts WHERE merchant_code = p_merchant AND house = p_credit_name;
  ELSIF p_debit_member IS NULL THEN
    SELECT id, balance INTO v_credit, v_balance FROM ledger_accounts
      WHERE member_id = p_credit_member AND wallet = p_credit_name AND merchant_code = p_merchant FOR UPDATE;
    v_credit_after := v_balance + p_amount;
  ELSE
    SELECT id INTO v_credit FROM ledger_accounts WHERE member_id = p_credit_member AND wallet = p_credit_name AND merchant_code = p_merchant;
  END IF;
  IF v_credit IS NULL THEN
    v_credit := ledger_account(p_merchant, p_credit_member, p_credit_name);
    IF v_credit IS NULL THEN
      error := 'user.not.exist.or.disabled';
      RETURN;
    END IF;
    IF p_credit_member IS NOT NULL AND p_debit_member IS NULL THEN
      SELECT balance + p_amount INTO v_credit_after FROM ledger_accounts WHERE id = v_credit FOR UPDATE;
    END IF;
  END IF;
  IF v_debit = v_credit THEN
    error := 'validation.failed';
    RETURN;
  END IF;

  IF p_debit_member IS NOT NULL AND p_credit_member IS NOT NULL THEN
    -- One lock order for everyone: ascending account id.
    FOR r IN SELECT id, balance FROM ledger_accounts WHERE id IN (v_debit, v_credit) ORDER BY id FOR UPDATE LOOP
      IF r.id = v_debit THEN v_debit_after := r.balance - p_amount; ELSE v_credit_after := r.balance + p_amount; END IF;
    END LOOP;
  END IF;

  -- Balances stay JavaScript-safe integers (2^53 - 1): the API hands them out as JSON numbers.
  IF v_debit_after < 0 OR v_credit_after > 9007199254740991 THEN
    -- A repeat of a transfer that went through answers as a replay even when it could not be paid again now.
    SELECT * INTO v_first FROM ledger_transfers WHERE merchant_code = p_merchant AND idempotency_key = p_key;
    IF NOT FOUND THEN
      error := CASE WHEN v_debit_after < 0 THEN 'balance.insufficient' ELSE 'amount.invalid' END;
      RETURN;
    END IF;
  ELSE
    INSERT INTO ledger_transfers (merchant_code, idempotency_key, code, debit_account_id, credit_account_id, amount,
                                  debit_balance_after, credit_balance_after, memo, meta)
      VALUES (p_merchant, p_key, p_code, v_debit, v_credit, p_amount, v_debit_after, v_credit_after, p_memo, p_meta)
      ON CONFLICT (merchant_code, idempotency_key) DO NOTHING
      RETURNING id INTO transfer_id;
    IF transfer_id IS NOT NULL THEN
      IF v_debit_after IS NOT NULL THEN UPDATE ledger_accounts SET balance = v_debit_after WHERE id = v_debit; END IF;
      IF v_credit_after IS NOT NULL THEN UPDATE ledger_accounts SET balance = v_credit_after WHERE id = v_credit; END IF;
    ELSE
      -- The key is taken: by an earlier transfer (the member lock above waited for it to commit) or, for house-only
      -- transfers that take no row lock, by a concurrent twin (the unique key waited for it).
      SELECT * INTO v_first FROM ledger_transfers WHERE merchant_code = p_merchant AND idempotency_key = p_key;
    END IF;
  END IF;

  IF transfer_id IS NULL THEN
    -- The key names one request: its reason code, its two accounts and its amount (memo and meta describe it).
    IF (v_first.code, v_first.debit_account_id, v_first.credit_account_id, v_first.amount) IS DISTINCT FROM (p_code, v_debit, v_credit, p_amount) THEN
      error := 'idempotency.conflict';
      RETURN;
    END IF;
    transfer_id := v_first.id;
    replayed := true;
  END IF;
  SELECT COALESCE(jsonb_object_agg(wallet, balance), '{}'::jsonb) INTO balances FROM ledger_accounts WHERE member_id = v_member;
END $$;
