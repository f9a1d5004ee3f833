import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { SharedQueries } from '@site/shared/src/query';
import { bus, http, sessionStore, setLanguage, type Transport } from '@site/shared';
import '../i18n';
import { TransactionRecordPage } from './TransactionRecordPage';

/** Transactions and their type codes as the API answers them; the type filter goes as codeTypes. */
const asked: Array<Record<string, unknown>> = [];
/** The member's one withdrawal, as the operator left it (pending until the test refuses it). */
let withdrawal = { status: 'PENDING', reason: '' };
const transport: Transport = async ({ url, params }) => {
  asked.push({ url, ...(params as object) });
  if (url === '/wps/transaction/withdraw/records') {
    const row = {
      id: 5,
      orderNo: 'W5',
      amount: 15_000,
      bankName: 'Kasikornbank',
      accountNo: '******7890',
      holder: 'Alice',
      createdAt: Date.UTC(2026, 10, 20, 12),
      decidedAt: null,
      ...withdrawal,
    };
    return { status: 200, data: { success: true, value: { rows: [row], totalCount: 1, totalPages: 1, pageNum: 1 } } };
  }
  if (url === '/wps/relay/GLS2_TxCodeList')
    return {
      status: 200,
      data: {
        success: true,
        value: [
          { code: 'DEP', name: 'Deposit' },
          { code: 'WD', name: 'Withdrawal' },
        ],
      },
    };
  const codeTypes = (params as { codeTypes?: string }).codeTypes;
  const row = (txId: string, txTypeName: string, amount: number) => ({
    txId,
    txTypeId: txTypeName,
    txTypeName,
    amount,
    currentAvailBalance: 90_000,
    orderNo: `O-${txId}`,
    remark: null,
    txTimeInTimestamp: Date.UTC(2026, 10, 20, 12),
  });
  const rows = [row('1', 'Deposit', 100_000), row('2', 'Withdrawal', -10_000)].filter(
    (r) => !codeTypes || (codeTypes === 'DEP') === r.amount > 0,
  );
  return { status: 200, data: { success: true, value: { rows, totalCount: rows.length, totalPages: 1, pageNum: 1 } } };
};

describe('transaction records page', () => {
  let host: HTMLDivElement;
  let root: Root;
  const rows = () => [...host.querySelectorAll('[data-testid="tx-row"]')];

  beforeAll(async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    http.transport = transport;
    await setLanguage('en');
    sessionStore.getState().signIn({ token: 'r', merchantCode: 'DEMO', userName: 'alice', type: 1, firstTimeLogin: false });
    host = document.createElement('div');
    root = createRoot(host);
    await act(async () =>
      root.render(
        <SharedQueries>
          <MemoryRouter>
            <TransactionRecordPage />
          </MemoryRouter>
        </SharedQueries>,
      ),
    );
    await act(async () => new Promise((r) => setTimeout(r, 20)));
  });
  afterAll(async () => {
    await act(async () => root.unmount());
  });

  test('each row shows its type, signed amount and balance after; the type filter asks the API for that type', async () => {
    expect(rows().map((r) => r.getAttribute('data-amount'))).toEqual(['100000', '-10000']);
    expect(rows()[1].textContent).toContain('−100.00');
    expect(rows()[0].textContent).toContain('900.00');
    const select = host.querySelector('[data-testid="tx-type"]') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['All types', 'Deposit', 'Withdrawal']);

    await act(async () => {
      select.value = 'WD';
      select.dispatchEvent(new Event('change', { bubbles: true }));
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(asked.at(-1)).toMatchObject({ url: '/wps/relay/ODS2_MemberTransaction', codeTypes: 'WD', language: 'EN' });
    expect(rows().map((r) => r.getAttribute('data-type'))).toEqual(['Withdrawal']);
  });
});

describe('the withdrawals tab', () => {
  test("each order's state; a refusal's reason appears once the wallet changes (a bus event or the server's push)", async () => {
    const host = document.createElement('div');
    const root = createRoot(host);
    await act(async () =>
      root.render(
        <SharedQueries>
          <MemoryRouter initialEntries={['/m/transaction/record?tab=withdrawals']}>
            <TransactionRecordPage />
          </MemoryRouter>
        </SharedQueries>,
      ),
    );
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    const row = () => host.querySelector('[data-testid="order-row"]')!;
    expect(host.querySelector('[role="tab"][aria-selected="true"]')?.textContent).toBe('Withdrawals');
    expect(row().getAttribute('data-status')).toBe('PENDING');
    expect(row().querySelector('[data-testid="order-status"]')?.textContent).toBe('Pending');
    expect(row().querySelector('[data-testid="order-reason"]')).toBeNull();

    withdrawal = { status: 'REJECTED', reason: 'Name mismatch' };
    await act(async () => {
      bus.emit('wallet:changed', {});
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(row().getAttribute('data-status')).toBe('REJECTED');
    expect(row().querySelector('[data-testid="order-status"]')?.textContent).toBe('Rejected');
    expect(row().querySelector('[data-testid="order-reason"]')?.textContent).toBe('Reason: Name mismatch');
    await act(async () => root.unmount());
  });
});
