/** spec 9 debounces (help reload, winner reload, revalidation) and throttles (unread counts, mark-read). */
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

// One formatter per number of decimals: toLocaleString builds a new Intl.NumberFormat on every call, which
// cost the home page ~150 ms of script on its winner board and jackpot counter.
const numberFormats = new Map<number, Intl.NumberFormat>();

/** Groups thousands with commas (en-US digits in every language), with a fixed number of decimals. */
export function formatNumber(value: number, decimals = 0): string {
  let format = numberFormats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    numberFormats.set(decimals, format);
  }
  return format.format(value);
}

/** spec 2: balances with two decimals; amounts travel as integer minor units. */
export function formatMoney(minorUnits: number, decimals = 2): string {
  return formatNumber(minorUnits / 100, decimals);
}

/** spec 2: unread badge capped at "99+". */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}
