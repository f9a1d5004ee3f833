import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { remoteLifecycles } from './remote-contract';

function Screen({ label }: { label: string }) {
  const { pathname } = useLocation();
  return <p data-testid="screen">{`${label} at ${pathname}`}</p>;
}

// React 19 act() needs this flag outside a test renderer.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('remote mount contract', () => {
  test('way 1: the shell renders the default export as a plain component inside its router', async () => {
    const host = document.createElement('div');
    const root = createRoot(host);
    await act(async () => {
      root.render(
        <MemoryRouter initialEntries={['/m/help']}>
          <Screen label="in shell" />
        </MemoryRouter>,
      );
    });
    expect(host.textContent).toBe('in shell at /m/help');
    await act(async () => root.unmount());
  });

  test('way 2: single-spa lifecycles mount, update and unmount the same screen in a DOM element of their own', async () => {
    window.history.pushState({}, '', '/m/notice');
    const lifecycles = remoteLifecycles(Screen);
    const domElement = document.createElement('div');
    document.body.appendChild(domElement);
    const props = { label: 'by single-spa', domElement, name: 'mf-messaging', singleSpa: {}, mountParcel: () => undefined } as never;
    // single-spa waits for React's commit, as a real foreign host would: no act() batching here.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    await lifecycles.bootstrap(props);
    await lifecycles.mount(props);
    // No host router: the contract gives the screen a browser router of its own.
    expect(domElement.textContent).toBe('by single-spa at /m/notice');
    await lifecycles.unmount(props);
    expect(domElement.textContent).toBe('');
  });
});
