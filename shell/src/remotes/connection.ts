/**
 * Is the phone offline? A failed load is only the network's fault when the server cannot be reached at all: a
 * missing chunk of a broken release fails the same way in the browser, and must stay a remote failure (reported,
 * counted towards an automatic rollback), while an offline phone must not count against the remote.
 */

/** A small static file the service worker never answers: any answer at all means the server can be reached. */
const PROBE_URL = '/manifest.webmanifest';
/** While the browser says it is online yet the server cannot be reached (a dead Wi-Fi), look again this often. */
export const RECHECK_MS = 10_000;

/** True when the browser knows it is offline, or a request to the site gets no answer. */
export async function isOffline(): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  try {
    await fetch(PROBE_URL, { method: 'HEAD', cache: 'no-store' });
    return false;
  } catch {
    return true;
  }
}

/**
 * Calls back when the connection may be back: the window's online event, or (the browser believes it is online)
 * every RECHECK_MS. Returns the unsubscribe.
 */
export function onReconnect(callback: () => void): () => void {
  const onOnline = () => callback();
  window.addEventListener('online', onOnline);
  const timer = setInterval(() => {
    if (navigator.onLine !== false) callback();
  }, RECHECK_MS);
  return () => {
    window.removeEventListener('online', onOnline);
    clearInterval(timer);
  };
}

/** Resolves at the next sign that the connection is back. */
export function reconnected(): Promise<void> {
  return new Promise((resolve) => {
    const stop = onReconnect(() => {
      stop();
      resolve();
    });
  });
}

/**
 * Runs a chunk import; while the phone is offline it waits for the connection and tries again instead of failing
 * (a failed lazy import would take the whole page down).
 */
export async function importWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await load();
    } catch (error) {
      if (!(await isOffline())) throw error;
      await reconnected();
    }
  }
}
