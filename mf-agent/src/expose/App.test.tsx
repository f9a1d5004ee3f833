import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import App, { bootstrap, mount, unmount } from './App';

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
