/**
 * Registers the installed app's service worker (shell/public/sw.js: hashed files from the cache, pages and the
 * release files always from the server). After the page has loaded and gone idle, so it never competes with the
 * first view for the network or the main thread.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error) => console.warn('[pwa] service worker not registered', error));
  };
  const whenIdle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(register, { timeout: 5000 }) : setTimeout(register, 2000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
