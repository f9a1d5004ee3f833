import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { headerKind } from '@site/shared';
import App, { bootstrap, mount, unmount } from './App';

async function renderAt(path: string) {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const host = document.createElement('div');
  const root = createRoot(host);
  await act(async () => {
    root.render(
      <MemoryRouter initialEntries={[path]}>
        <App />
      </MemoryRouter>,
    );
  });
  return { host, unmount: () => act(async () => root.unmount()) };
}

/** The mount contract, on a real remote: the shell's way (a component) and a foreign host's way (single-spa). */
describe('mf-agent mount contract', () => {
  test('rendered as a component inside the host router', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const host = document.createElement('div');
    const root = createRoot(host);
    await act(async () => {
      root.render(
        <MemoryRouter initialEntries={['/m/agent']}>
          <App />
        </MemoryRouter>,
      );
    });
    expect(host.querySelector('[data-screen="agent_home"]')).not.toBeNull();
    expect(host.textContent).toContain('เข้าสู่ระบบเพื่อดูศูนย์เอเย่นต์');
    await act(async () => root.unmount());
  });

  test('mounted by single-spa lifecycles into an element of its own, with its own router', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    window.history.pushState({}, '', '/m/agent');
    const domElement = document.createElement('div');
    document.body.appendChild(domElement);
    const props = { domElement, name: 'mf-agent', singleSpa: {}, mountParcel: () => undefined } as never;
    await bootstrap(props);
    await mount(props);
    expect(domElement.querySelector('[data-screen="agent_home"]')).not.toBeNull();
    await unmount(props);
    expect(domElement.innerHTML).toBe('');
  });
});

describe('mf-agent headers', () => {
  test("the agent contract routes show their own screens and one header, the shell's, and no top bar of the page", async () => {
    for (const [path, screen] of [
      ['/m/member/agent/getSalaryContract', 'agent_contract_daily_salary'],
      ['/m/member/agent/getDevidendContract', 'agent_contract_dividend'],
      ['/m/member/agent/getHourContract', 'agent_contract_hourly_salary'],
    ]) {
      expect(headerKind(path)).toBe('plain');
      const { host, unmount } = await renderAt(path);
      expect(host.querySelector(`[data-screen="${screen}"]`)).not.toBeNull();
      // The page's own top bar is its back button and title (h1).
      expect(host.querySelector('h1')).toBeNull();
      expect(host.querySelector('button[aria-label="กลับ"]')).toBeNull();
      await unmount();
    }
  });

  test('on /m/agent the shell hides its header (product-rules 2), so the page draws its own top bar', async () => {
    expect(headerKind('/m/agent')).toBe('none');
    const { host, unmount } = await renderAt('/m/agent');
    expect(host.querySelector('h1')?.textContent).toBe('ศูนย์เอเย่นต์');
    expect(host.querySelector('button[aria-label="กลับ"]')).not.toBeNull();
    await unmount();
  });
});
