import fc from 'fast-check';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createMember } from '../../test/members';
import { BAD_AMOUNTS, fundMember } from '../../test/wallet-helpers';
import { walletBalance } from './ledger.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const transfer = (token: string, payload: Record<string, unknown>) =>
  t.call({ method: 'POST', url: '/wps/relay/GCS_walletTransfer', token, payload });

describe('wallets', () => {
  test('guests get login.not.session, trial members free_reject, on every wallet endpoint', async () => {
    const trial = await createMember(t.db, { type: 4, trial: true });
    const gets = ['/wps/relay/GCS_merchantWallet', '/wps/v2/wallets/balance', '/wps/wallets/gcs', '/wps/member/info/funds/consolidated'];
    for (const url of gets) {
      expect((await t.call({ method: 'GET', url })).json()).toMatchObject({ success: false, errorCode: 'login.not.session' });
      const res = await t.call({ method: 'GET', url, token: trial.token });
      expect([res.statusCode, res.json().errorCode]).toEqual([403, 'free_reject']);
    }
    const body = { fromWallet: 'MAIN', toWallet: 'PG', amount: 100 };
    expect((await t.call({ method: 'POST', url: '/wps/relay/GCS_walletTransfer', payload: body })).json().errorCode).toBe(
      'login.not.session',
    );
    expect((await transfer(trial.token, body)).json().errorCode).toBe('free_reject');
  });

  test('balance, wallets and consolidated funds show MAIN plus one wallet per vendor', async () => {
    const m = await createMember(t.db);
    await fundMember(t.db, m.id, 123_456);
    expect((await t.call({ method: 'GET', url: '/wps/relay/GCS_merchantWallet', token: m.token })).json().value).toEqual({
      isSingle: false,
    });
    const balance = (await t.call({ method: 'GET', url: '/wps/v2/wallets/balance', token: m.token })).json().value;
    expect(balance).toMatchObject({ sumBalance: 123_456, currency: 'THB', currencySymbol: '฿', heldBalance: 0 });
    expect(balance.balance[0]).toEqual({ accountTypeId: 'MAIN', accountTypeName: 'กระเป๋าหลัก', availBalance: 123_456 });
    expect(balance.balance.map((b: { accountTypeId: string }) => b.accountTypeId)).toEqual(expect.arrayContaining(['PG', 'SA', 'SBO']));
    expect(balance.balance.map((b: { accountTypeId: string }) => b.accountTypeId)).not.toContain('BGS');
    const gcs = (await t.call({ method: 'GET', url: '/wps/wallets/gcs', token: m.token, headers: { language: 'EN' } })).json().value;
    expect(gcs.isSingle).toBe(false);
    expect(gcs.wallets[0]).toEqual({
      wallet: 'MAIN',
      accountTypeId: 'MAIN',
      name: 'Main wallet',
      accountTypeName: 'Main wallet',
      balance: 123_456,
      availBalance: 123_456,
    });
    expect(gcs.wallets.find((w: { wallet: string }) => w.wallet === 'PG')).toMatchObject({ name: 'PG Soft', balance: 0 });
    const funds = (await t.call({ method: 'GET', url: '/wps/member/info/funds/consolidated', token: m.token })).json().value;
    expect(funds).toEqual({ sumBalance: 123_456, dailysalreqtype: false, divtypecompperiodreq: false, contracthoursalreq: false });
  });

  test('transfer to a vendor wallet and back; sum unchanged; a repeated key moves money once', async () => {
    const m = await createMember(t.db);
    await fundMember(t.db, m.id, 50_000);
    const out = await transfer(m.token, { fromWallet: 'MAIN', toWallet: 'PG', amount: 20_000, idempotencyKey: 'tx-1' });
    expect(out.json().value).toMatchObject({ replayed: false, balances: { MAIN: 30_000, PG: 20_000 }, sumBalance: 50_000 });
    const again = await transfer(m.token, { fromWallet: 'MAIN', toWallet: 'PG', amount: 20_000, idempotencyKey: 'tx-1' });
    expect(again.json().value).toMatchObject({
      replayed: true,
      transferId: out.json().value.transferId,
      balances: { MAIN: 30_000, PG: 20_000 },
    });
    const conflict = await transfer(m.token, { fromWallet: 'MAIN', toWallet: 'PG', amount: 20_001, idempotencyKey: 'tx-1' });
    expect([conflict.statusCode, conflict.json().errorCode]).toEqual([409, 'idempotency.conflict']);
    const back = await transfer(m.token, { fromWallet: 'PG', toWallet: 'MAIN', amount: 5_000, idempotencyKey: 'tx-2' });
    expect(back.json().value.balances).toMatchObject({ MAIN: 35_000, PG: 15_000 });
    // Another member may use the same key: keys are per member.
    const other = await createMember(t.db);
    await fundMember(t.db, other.id, 1_000);
    expect(
      (await transfer(other.token, { fromWallet: 'MAIN', toWallet: 'PG', amount: 1_000, idempotencyKey: 'tx-1' })).json().value.replayed,
    ).toBe(false);
    expect(await walletBalance(t.db, m.id, 'PG')).toBe(15_000);
  });

  test('refusals: insufficient funds, unknown wallet, vendor to vendor, every bad amount', async () => {
    const m = await createMember(t.db);
    await fundMember(t.db, m.id, 1_000);
    const short = await transfer(m.token, { fromWallet: 'MAIN', toWallet: 'PG', amount: 1_001 });
    expect([short.statusCode, short.json().errorCode]).toEqual([422, 'balance.insufficient']);
    expect((await transfer(m.token, { fromWallet: 'PG', toWallet: 'MAIN', amount: 1 })).json().errorCode).toBe('balance.insufficient');
    expect((await transfer(m.token, { fromWallet: 'MAIN', toWallet: 'NOPE', amount: 1 })).json().errorCode).toBe('wallet.unknown');
    expect((await transfer(m.token, { fromWallet: 'MAIN', toWallet: 'HOLD', amount: 1 })).json().errorCode).toBe('wallet.unknown');
    expect((await transfer(m.token, { fromWallet: 'PG', toWallet: 'SA', amount: 1 })).json().errorCode).toBe('wallet.unknown');
    expect((await transfer(m.token, { fromWallet: 'MAIN', toWallet: 'MAIN', amount: 1 })).json().errorCode).toBe('wallet.unknown');
    for (const amount of BAD_AMOUNTS) {
      const res = await transfer(m.token, { fromWallet: 'MAIN', toWallet: 'PG', amount });
      expect([amount, res.json().errorCode]).toEqual([amount, 'amount.invalid']);
    }
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.integer({ max: 0 }),
          fc.double().filter((x) => !Number.isInteger(x)),
          fc.string(),
        ),
        async (amount) => {
          expect((await transfer(m.token, { fromWallet: 'MAIN', toWallet: 'PG', amount })).json().errorCode).toBe('amount.invalid');
        },
      ),
      { numRuns: 40 },
    );
    expect(await walletBalance(t.db, m.id)).toBe(1_000);
  });

  test('a single-wallet merchant lists MAIN only and refuses transfers', async () => {
    await t.db.query(
      `INSERT INTO merchants (code, name, settings) VALUES ('SINGLEW', 'Single', '{"merchantWallet": {"isSingle": true}}'::jsonb) ON CONFLICT (code) DO NOTHING`,
    );
    const m = await createMember(t.db, { merchantCode: 'SINGLEW' });
    await fundMember(t.db, m.id, 700, 'SINGLEW');
    const headers = { merchant: 'SINGLEW' };
    expect((await t.call({ method: 'GET', url: '/wps/relay/GCS_merchantWallet', token: m.token, headers })).json().value).toEqual({
      isSingle: true,
    });
    const gcs = (await t.call({ method: 'GET', url: '/wps/wallets/gcs', token: m.token, headers })).json().value;
    expect(gcs.wallets.map((w: { wallet: string }) => w.wallet)).toEqual(['MAIN']);
    expect(gcs.sumBalance).toBe(700);
    const res = await t.call({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      token: m.token,
      headers,
      payload: { fromWallet: 'MAIN', toWallet: 'PG', amount: 100 },
    });
    expect(res.json().errorCode).toBe('function.not.available');
  });
});
