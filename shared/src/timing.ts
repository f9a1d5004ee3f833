/** product-rules 9 debounces (help reload, winner reload, revalidation) and throttles (unread counts, mark-read). */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number): ((...args: A) => void) & { cancel(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => fn(...args), ms);
  };
  debounced.cancel = () => timer && clearTimeout(timer);
  return debounced;
}

/** Leading-edge throttle: calls within ms of the last accepted call share its promise. */
export function throttle<R>(fn: () => Promise<R>, ms: number): () => Promise<R> {
  let last = 0;
  let pending: Promise<R> | null = null;
  return () => {
    const now = Date.now();
    if (pending && now - last < ms) return pending;
    last = now;
    pending = fn();
    return pending;
  };
}

/**
 * Runs `run` once the page has settled: after `holdMs`, at the main thread's next idle moment (at most a second
 * later; where requestIdleCallback is missing, as on Safari, at once). For work nobody is waiting for, such as a
 * decorative animation or the likely next screen, so that it does not share a phone's start-up with what the
 * player is waiting for. Returns the function that cancels it.
 */
export function whenSettled(run: () => void, holdMs: number): () => void {
  let idle: number | undefined;
  const hold = setTimeout(() => {
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(run, { timeout: 1000 });
    else run();
  }, holdMs);
  return () => {
    clearTimeout(hold);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}

/**
 * Calls `measure` now and again whenever the page may have moved: on scroll, on resize and when the body's size
 * changes (content arriving moves things without a scroll). At most once a frame, since each layout read lays the
 * page out. `onScroll` hears every scroll event itself (a read-free hook). Returns the function that stops it.
 */
export function measureOnLayoutChange(measure: () => void, onScroll?: () => void): () => void {
  let frame = 0;
  const schedule = () => {
    if (!frame)
      frame = requestAnimationFrame(() => {
        frame = 0;
        measure();
      });
  };
  const scrolled = () => {
    onScroll?.();
    schedule();
  };
  schedule();
  window.addEventListener('scroll', scrolled, { passive: true });
  window.addEventListener('resize', schedule, { passive: true });
  const resized = typeof ResizeObserver !== 'undefined' ? new ResizeObserver(schedule) : null;
  resized?.observe(document.body);
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('scroll', scrolled);
    window.removeEventListener('resize', schedule);
    resized?.disconnect();
  };
}

/**
 * Groups thousands with commas (en-US digits in every language), with a fixed number of decimals. Written by
 * hand: a page's first Intl.NumberFormat#format loads ICU's number data, about 80 ms of the home page's start.
 */
export function formatNumber(value: number, decimals = 0): string {
  const [whole, fraction] = Math.abs(value).toFixed(decimals).split('.');
  const sign = value < 0 && /[1-9]/.test(`${whole}${fraction ?? ''}`) ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, ',')}${fraction ? `.${fraction}` : ''}`;
}

/** product-rules 2: balances with two decimals; amounts travel as integer minor units. */
export function formatMoney(minorUnits: number, decimals = 2): string {
  return formatNumber(minorUnits / 100, decimals);
}

/** product-rules 2: unread badge capped at "99+". */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}
