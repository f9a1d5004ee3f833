import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { SharedQueries } from '@site/shared/src/query';
import { http, sessionStore, setLanguage, type Transport } from '@site/shared';
import '../i18n';
import { WithdrawPage } from './WithdrawPage';

/** The API as a member with 500 baht in the main wallet, one card and a payment password sees it. */
const sent: Array<Record<string, unknown>> = [];
let refuseNext = true;
const ok = (value: unknown) => ({ status: 200, data: { success: true, value } });
const transport: Transport = async ({ url, method, data }) => {
  if (url === '/wps/member/hasWithdrawalPassword') return ok(true);
  if (url === '/wps/member/bankCard')
    return ok([{ id: 7, bankCode: 'KBANK', bankName: 'Kasikorn', accountNo: '***1234', holder: 'Alice' }]);
  if (url === '/wps/transaction/withdraw/info')
    return ok({
      availBalance: 50_000,
      heldBalance: 0,
      minAmount: 10_000,
      maxAmount: 5_000_000,
      dailyCount: 5,
      usedToday: 0,
      turnover: { required: 0, achieved: 0, remaining: 0 },
    });
  if (url === '/wps/promotions/obligations') return ok([]);
  if (url === '/wps/v2/wallets/balance') return ok({ sumBalance: 50_000, balance: [], currency: 'THB', currencySymbol: '฿' });
  if (url === '/wps/transaction/withdraw' && method === 'post') {
    sent.push(data as Record<string, unknown>);
    if (refuseNext) {
      refuseNext = false;
      return { status: 200, data: { success: false, errorCode: 'withdraw.password.incorrect', message: 'wrong' } };
    }
    return ok({ orderNo: 'WD1', amount: (data as { amount: number }).amount, status: 'PENDING' });
  }
  return ok(null);
};

describe('withdraw form', () => {
  let host: HTMLDivElement;
  let root: Root;
  const get = <T extends Element>(selector: string) => host.querySelector(selector) as T;
  const submit = () => get<HTMLButtonElement>('[data-testid="withdraw-submit"]');
  const type = (selector: string, value: string) =>
    act(async () => {
      const input = get<HTMLInputElement>(selector);
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await new Promise((r) => setTimeout(r, 10));
    });

  beforeAll(async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    http.transport = transport;
    await setLanguage('en');
    sessionStore.getState().signIn({ token: 'r', merchantCode: 'DEMO', userName: 'alice', type: 1, firstTimeLogin: false });
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    await act(async () =>
      root.render(
        <SharedQueries>
          <MemoryRouter>
            <WithdrawPage />
          </MemoryRouter>
        </SharedQueries>,
      ),
    );
    await act(async () => new Promise((r) => setTimeout(r, 30)));
  });
  afterAll(async () => {
    await act(async () => root.unmount());
  });

  test("shows the amount's rule as the translated text of its key, and sends only a valid order", async () => {
    expect(submit().disabled).toBe(true);
    await type('#amount', '50');
    expect(host.textContent).toContain('100.00');
    expect(get('#amount').getAttribute('aria-invalid')).toBe('true');
    await type('#amount', '600');
    expect(host.textContent).toContain('Insufficient');
    await type('#amount', '200');
    expect(get('#amount').getAttribute('aria-invalid')).toBe('false');
    expect(submit().disabled).toBe(true); // no PIN yet: no message, only the button off
    await type('[data-testid="pin-paymentPassword"]', '123456');
    expect(submit().disabled).toBe(false);
  });

  test('a refused order is retried with the same idempotency key; the next order gets a new one', async () => {
    await act(async () => submit().click());
    await act(async () => new Promise((r) => setTimeout(r, 30)));
    expect(sent).toHaveLength(1);
    expect(get<HTMLInputElement>('[data-testid="pin-paymentPassword"]').value).toBe('');
    await type('[data-testid="pin-paymentPassword"]', '654321');
    await act(async () => submit().click());
    await act(async () => new Promise((r) => setTimeout(r, 30)));
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({ amount: 20_000, bankCardId: 7, paymentPassword: '654321' });
    expect(sent[1].idempotencyKey).toBe(sent[0].idempotencyKey);
    expect(get('[data-testid="withdraw-done"]').textContent).toContain('WD1');

    await act(async () => get<HTMLButtonElement>('[data-testid="withdraw-another"]').click());
    await type('#amount', '150');
    await type('[data-testid="pin-paymentPassword"]', '654321');
    await act(async () => submit().click());
    await act(async () => new Promise((r) => setTimeout(r, 30)));
    expect(sent).toHaveLength(3);
    expect(sent[2]).toMatchObject({ amount: 15_000 });
    expect(sent[2].idempotencyKey).not.toBe(sent[1].idempotencyKey);
  });
});
