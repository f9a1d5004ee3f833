// The installed app's service worker: fast repeat visits without ever pinning a release.
// - Files whose names carry a content hash (the shell's and every remote version's js/css/assets) never change:
//   served from the cache, fetched once.
// - Pages are always fetched from the server (each page carries fresh boot data and the live release of every
//   remote); the last page is kept only as the fallback when the network is down.
// - Everything else (the API, the registry, remoteEntry.js, every mf-manifest.json, this file, the manifest and
//   icons) is left to the browser, whose HTTP cache revalidates them (the server sends no-cache), so a rollback
//   reaches an installed app on its next navigation.
const ASSETS = 'assets-v1';
const PAGES = 'pages-v1';
const MAX_ASSETS = 400;
/** The last page fetched, shown when the network is down (the shell routes by the address, not by the HTML). */
const LAST_PAGE = '/__last-page';
const HASHED = /\/(?:js|css|assets)\/[^/]+\.[0-9a-f]{10}\.[a-z0-9]+$/;

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== ASSETS && name !== PAGES).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') event.respondWith(page(request));
  else if (HASHED.test(url.pathname)) event.respondWith(asset(request));
});

async function page(request) {
  try {
    const response = await fetch(request);
    if (response.ok) {
      const copy = response.clone();
      caches.open(PAGES).then((cache) => cache.put(LAST_PAGE, copy));
    }
    return response;
  } catch (error) {
    const cached = await caches.match(LAST_PAGE, { cacheName: PAGES });
    if (cached) return cached;
    throw error;
  }
}

async function asset(request) {
  const cache = await caches.open(ASSETS);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(request, response.clone());
    trim(cache);
  }
  return response;
}

/** Oldest first: a long-lived install sheds the chunks of releases it no longer loads. */
async function trim(cache) {
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - MAX_ASSETS))) await cache.delete(key);
}
