import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { bus, http, sessionStore, type Transport } from '@site/shared';
import '../i18n';
import { Balance } from './Balance';
import { balanceStore } from '../stores/balance-store';

/** The real API client with a fake transport: the wallet answers what the test says. */
let sumBalance = 123456;
let calls = 0;
const transport: Transport = async () => {
  calls++;
  return { data: { success: true, value: { sumBalance, balance: [], currency: 'THB', currencySymbol: '฿' } }, status: 200 };
};

describe('balance widget', () => {
  let host: HTMLDivElement;
  let root: Root;
  const amount = () => host.querySelector('[data-testid="balance-amount"]')!.textContent;
  const click = (testId: string) => act(async () => (host.querySelector(`[data-testid="${testId}"]`) as HTMLButtonElement).click());

  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    http.transport = transport;
  });
  beforeEach(async () => {
    localStorage.clear();
    balanceStore.setState({ wallet: null, hidden: false, refreshing: false });
    sessionStore.getState().signIn({ token: 't', merchantCode: 'DEMO', userName: 'alice', type: 1, firstTimeLogin: false });
    host = document.createElement('div');
    root = createRoot(host);
    await act(async () => root.render(<Balance />));
  });
  afterEach(async () => {
    await act(async () => root.unmount());
  });

  test('shows the total with two decimals and the flag', () => {
    expect(amount()).toBe('1,234.56');
    expect(host.querySelector('svg[aria-label="TH"]')).not.toBeNull();
  });

  test('hide shows asterisks, show brings the total back, and the choice is remembered', async () => {
    await click('balance-toggle');
    expect(amount()).toBe('****');
    expect(localStorage.getItem('member.balanceHidden')).toBe('1');
    await click('balance-toggle');
    expect(amount()).toBe('1,234.56');
  });

  test('refresh re-fetches the wallet, with asterisks while it runs', async () => {
    const before = calls;
    sumBalance = 500;
    let during = '';
    await act(async () => {
      (host.querySelector('[data-testid="balance-refresh"]') as HTMLButtonElement).click();
      await Promise.resolve();
      during = amount()!;
    });
    expect(during).toBe('****');
    expect(calls).toBe(before + 1);
    expect(amount()).toBe('5.00');
  });

  test('updates on bus wallet:changed without a reload', async () => {
    sumBalance = 987600;
    await act(async () => {
      bus.emit('wallet:changed', {});
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(amount()).toBe('9,876.00');
  });

  test('guests see nothing, trial members never call the wallet', async () => {
    await act(async () => sessionStore.getState().signOut());
    expect(host.querySelector('[data-testid="balance-widget"]')).toBeNull();
    const before = calls;
    await act(async () =>
      sessionStore.getState().signIn({ token: 't', merchantCode: 'DEMO', userName: 'TRIAL1', type: 4, firstTimeLogin: false, trail: true }),
    );
    expect(calls).toBe(before);
    expect(amount()).toBe('****');
  });
});
