import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { JackpotConfig } from '../../api/lobby.api';
import { useJackpotValue } from './JackpotBanner';

const ROLLING = { mode: 'ROLLING', min: 1_000_000, max: 2_000_000, decimals: 0, currencySymbol: '฿' } satisfies JackpotConfig;

describe('jackpot counter', () => {
  let host: HTMLDivElement;
  let root: Root;
  let seen: Array<number | null>;
  function Probe({ running }: { running: boolean }) {
    seen.push(useJackpotValue(ROLLING, running));
    return null;
  }

  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  beforeEach(() => {
    jest.useFakeTimers();
    seen = [];
    host = document.createElement('div');
    root = createRoot(host);
  });
  afterEach(() => {
    act(() => root.unmount());
    jest.useRealTimers();
  });

  test('rolls within its range while running, stands still while off screen, and goes on from there', () => {
    act(() => root.render(<Probe running={false} />));
    const start = seen[seen.length - 1]!;
    expect(start).toBeGreaterThanOrEqual(ROLLING.min);
    act(() => jest.advanceTimersByTime(1200));
    expect(seen[seen.length - 1]).toBe(start);

    act(() => root.render(<Probe running />));
    act(() => jest.advanceTimersByTime(1200));
    const rolled = seen[seen.length - 1]!;
    expect(rolled).not.toBe(start);
    expect(rolled).toBeGreaterThanOrEqual(ROLLING.min);
    expect(rolled).toBeLessThanOrEqual(ROLLING.max);

    act(() => root.render(<Probe running={false} />));
    const stopped = seen[seen.length - 1]!;
    act(() => jest.advanceTimersByTime(1200));
    expect(seen[seen.length - 1]).toBe(stopped);
  });
});
