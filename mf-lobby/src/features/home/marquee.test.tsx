import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import type { Announcement } from '../../api/lobby.api';
import { NoticeMarquee } from './NoticeMarquee';

const notices = [
  { id: 1, title: 'Welcome' },
  { id: 2, title: 'Weekly bonus' },
] as unknown as Announcement[];

// jsdom has no Web Animations: record what the marquee asks for.
type Started = { keyframes: Keyframe[]; options: KeyframeAnimationOptions; animation: { currentTime: number | null; cancel: jest.Mock } };

describe('notice marquee', () => {
  let host: HTMLDivElement;
  let root: Root;
  let started: Started[];

  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  beforeEach(() => {
    jest.useFakeTimers();
    started = [];
    HTMLElement.prototype.animate = function (keyframes: Keyframe[], options: KeyframeAnimationOptions) {
      const animation = { currentTime: null, cancel: jest.fn() };
      started.push({ keyframes, options, animation });
      return animation as unknown as Animation;
    } as HTMLElement['animate'];
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(600);
    host = document.createElement('div');
    root = createRoot(host);
  });
  afterEach(() => {
    act(() => root.unmount());
    jest.restoreAllMocks();
    jest.useRealTimers();
    delete (HTMLElement.prototype as { animate?: unknown }).animate;
  });

  test('holds still while the page settles, then scrolls on from where the strip stands at one pixel a frame', () => {
    act(() =>
      root.render(
        <MemoryRouter>
          <NoticeMarquee notices={notices} />
        </MemoryRouter>,
      ),
    );
    expect(host.textContent).toContain('Welcome');
    act(() => jest.advanceTimersByTime(1900));
    expect(started).toHaveLength(0);

    act(() => jest.advanceTimersByTime(100));
    expect(started).toHaveLength(1);
    const [{ keyframes, options, animation }] = started as [Started];
    // From the box's right edge (300) to the strip's width out of sight on the left (-600): 900 px at 30 a second.
    expect(keyframes).toEqual([{ transform: 'translateX(300px)' }, { transform: 'translateX(-600px)' }]);
    expect(options.duration).toBe(30_000);
    expect(options.easing).toBe('steps(900)');
    // A third of the way along is translateX(0): where the titles stood while holding.
    expect(animation.currentTime).toBe(10_000);

    // A resize starts it again from the right edge.
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(animation.cancel).toHaveBeenCalled();
    expect(started).toHaveLength(2);
    expect(started[1]!.animation.currentTime).toBeNull();
  });

  test('never starts if the home page is left during the hold', () => {
    act(() =>
      root.render(
        <MemoryRouter>
          <NoticeMarquee notices={notices} />
        </MemoryRouter>,
      ),
    );
    act(() =>
      root.render(
        <MemoryRouter>
          <div />
        </MemoryRouter>,
      ),
    );
    act(() => jest.advanceTimersByTime(10_000));
    expect(started).toHaveLength(0);
  });
});
