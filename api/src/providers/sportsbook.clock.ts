/**
 * The book's clock: Unix time, plus an offset operators may move on outside production only (the route refuses it in
 * production), so an end-to-end test sees the matches it bet on finish. The result feed's job reads the same clock.
 */
let offsetMs = 0;
export const sportsNow = (now: number = Date.now()) => now + offsetMs;
export function advanceTestClock(ms: number): number {
  offsetMs += ms;
  return offsetMs;
}
