-- A ledger transfer in one database round trip: ledger_post_transfer() does in the database what ledger.service.ts did
-- in six to eight statements, with the same rules (migration 300): the accounts created on first use, the member sides
-- locked in ascending account id order (one lock order: no deadlocks), never negative, a repeated key answered as a
-- replay of the first transfer or refused as idempotency.conflict, house accounts append-only (never updated).
-- PL/pgSQL runs the same on PGlite and PostgreSQL, and plans its statements once per connection.
--
-- A refusal is an answer (error: the error key), not an exception, so a caller's transaction stays usable, as it did
-- when the service threw before writing. Inputs are checked before the call (ledger.service.ts validate()).
--
-- ledger_transfers loses its foreign keys: each one cost every transfer a KEY SHARE lock on the merchant's row and on
-- the house account's row, one row shared by every concurrent bet (multixacts), about a tenth of the transfer's
-- database CPU (README "Wallet and ledger"). The function keeps what they guarded: it writes only account ids it has
-- just read from ledger_accounts for that merchant, and ledger accounts are never deleted (trigger below).
ALTER TABLE ledger_transfers
  DROP CONSTRAINT ledger_transfers_merchant_code_fkey,
  DROP CONSTRAINT ledger_transfers_debit_account_id_fkey,
  DROP CONSTRAINT ledger_transfers_credit_account_id_fkey;

CREATE FUNCTION ledger_accounts_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger accounts are never deleted: transfers point at them';
END $$;
CREATE TRIGGER ledger_accounts_no_delete BEFORE DELETE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_accounts_kept();

-- The account of a member's wallet (p_member set) or of the merchant's house (p_member NULL), created on first use;
-- NULL for a member who is not the merchant's.
CREATE FUNCTION ledger_account(p_merchant text, p_member bigint, p_name text) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
BEGIN
  IF p_member IS NULL THEN
    SELECT id INTO v_id FROM ledger_accounts WHERE merchant_code = p_merchant AND house = p_name;
    IF NOT FOUND THEN
      INSERT INTO ledger_accounts (merchant_code, house) VALUES (p_merchant, p_name)
        ON CONFLICT (merchant_code, house) WHERE house IS NOT NULL DO NOTHING;
      SELECT id INTO v_id FROM ledger_accounts WHERE merchant_code = p_merchant AND house = p_name;
    END IF;
    RETURN v_id;
  END IF;
  SELECT id INTO v_id FROM ledger_accounts WHERE member_id = p_member AND wallet = p_name AND merchant_code = p_merchant;
  IF NOT FOUND THEN
    INSERT INTO ledger_accounts (merchant_code, member_id, wallet)
      SELECT merchant_code, id, p_name FROM members WHERE id = p_member AND merchant_code = p_merchant
      ON CONFLICT (member_id, wallet) WHERE member_id IS NOT NULL DO NOTHING;
    SELECT id INTO v_id FROM ledger_accounts WHERE member_id = p_member AND wallet = p_name AND merchant_code = p_merchant;
  END IF;
  RETURN v_id;
END $$;

-- Posts one transfer (a member side is p_*_member + the wallet name, a house side NULL + the house name). Answers the
-- transfer's id, whether it is a replay, the member's balances after it (the debited member's, else the credited
-- one's; {} when both sides are houses), or error: the refusal's key, nothing posted.
CREATE FUNCTION ledger_post_transfer(
  p_merchant text, p_key text, p_code text,
  p_debit_member bigint, p_debit_name text, p_credit_member bigint, p_credit_name text,
  p_amount bigint, p_memo text, p_meta jsonb,
  OUT transfer_id bigint, OUT replayed boolean, OUT balances jsonb, OUT error text)
LANGUAGE plpgsql AS $$
DECLARE
  v_member bigint := COALESCE(p_debit_member, p_credit_member);
  v_debit bigint;
  v_credit bigint;
  v_debit_after bigint;
  v_credit_after bigint;
  v_first ledger_transfers%ROWTYPE;
  r record;
BEGIN
  replayed := false;
  v_debit := ledger_account(p_merchant, p_debit_member, p_debit_name);
  v_credit := CASE WHEN v_debit IS NULL THEN NULL ELSE ledger_account(p_merchant, p_credit_member, p_credit_name) END;
  IF v_debit IS NULL OR v_credit IS NULL THEN
    error := 'user.not.exist.or.disabled';
    RETURN;
  END IF;
  IF v_debit = v_credit THEN
    error := 'validation.failed';
    RETURN;
  END IF;

  IF v_member IS NOT NULL THEN
    -- One lock order for everyone: ascending account id.
    FOR r IN SELECT id, balance FROM ledger_accounts WHERE id IN (v_debit, v_credit) AND member_id IS NOT NULL ORDER BY id FOR UPDATE LOOP
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
  SELECT COALESCE(jsonb_object_agg(wallet, balance ORDER BY id), '{}'::jsonb) INTO balances FROM ledger_accounts WHERE member_id = v_member;
END $$;
