import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { BELOW_FOLD_HOLD_MS, useBelowFoldReady } from './use-below-fold-ready';

function Probe() {
  return <p>{useBelowFoldReady() ? 'built' : 'waiting'}</p>;
}

describe('useBelowFoldReady', () => {
  let host: HTMLDivElement;
  let root: Root;

  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  beforeEach(async () => {
    jest.useFakeTimers();
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    await act(async () => root.render(<Probe />));
  });
  afterEach(async () => {
    await act(async () => root.unmount());
    host.remove();
    jest.useRealTimers();
  });

  test('waits while the first screen settles, then builds the page below', async () => {
    expect(host.textContent).toBe('waiting');
    await act(async () => jest.advanceTimersByTime(BELOW_FOLD_HOLD_MS - 1));
    expect(host.textContent).toBe('waiting');
    // jsdom has no requestIdleCallback: the hold over, it runs at once (as on Safari).
    await act(async () => jest.advanceTimersByTime(1));
    expect(host.textContent).toBe('built');
  });

  test.each(['pointerdown', 'scroll', 'wheel', 'keydown'])('a %s before that builds it at once', async (type) => {
    await act(async () => window.dispatchEvent(new Event(type)));
    expect(host.textContent).toBe('built');
  });
});
