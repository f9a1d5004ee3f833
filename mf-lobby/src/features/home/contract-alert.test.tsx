import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { http, sessionStore } from '@site/shared';
import '../../i18n';
import { ContractRequestAlert } from './ContractRequestAlert';

/** product-rules 4.4, 6.4: home checks an agent, and only an agent, for pending contract requests. */
describe('ContractRequestAlert', () => {
  const calls: string[] = [];
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    http.transport = async (request) => {
      calls.push(request.url);
      const value = { sumBalance: 0, dailysalreqtype: true, divtypecompperiodreq: false, contracthoursalreq: true };
      return { status: 200, data: { success: true, value } };
    };
  });

  async function renderAs(session: { type: number; agent?: boolean } | null) {
    calls.length = 0;
    sessionStore.setState({
      session: session && { token: 't', merchantCode: 'DEMO', userName: 'a', firstTimeLogin: false, ...session },
    } as never);
    const host = document.createElement('div');
    const root = createRoot(host);
    await act(async () => root.render(<MemoryRouter>{<ContractRequestAlert />}</MemoryRouter>));
    await act(async () => new Promise((r) => setTimeout(r, 0)));
    const links = [...host.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    await act(async () => root.unmount());
    return links;
  }

  test('an agent with pending requests sees one link per kind to its contract screen', async () => {
    expect(await renderAs({ type: 1, agent: true })).toEqual(['/m/member/agent/getSalaryContract', '/m/member/agent/getHourContract']);
    expect(calls.some((u) => u.includes('/wps/member/info/funds/consolidated'))).toBe(true);
  });

  test('a non-agent and a guest are not checked', async () => {
    expect(await renderAs({ type: 40, agent: false })).toEqual([]);
    expect(await renderAs(null)).toEqual([]);
    expect(calls).toEqual([]);
  });
});
