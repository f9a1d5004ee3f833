import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { i18n, languageReady, registerNamespace, systemStore } from '@site/shared';
import th from './i18n/th.json';
import { App } from './App';
import { loadRegistry } from './remotes/registry';
import { registerServiceWorker } from './pwa/service-worker';
import { startPushWhenSignedIn } from './live/start';

registerNamespace('shell', { th, en: () => import('./i18n/en.json') });
// The server put a fresh status in the HTML; it replaces the cached one before the first render.
if (window.__BOOT__?.status) systemStore.getState().setStatus(window.__BOOT__.status);
// The server's HTML already says lang="th"; setting it again would restyle the whole page.
if (document.documentElement.lang !== i18n.language) document.documentElement.lang = i18n.language;
// The registry is fetched in parallel with the first render; remotes load when a route needs them.
loadRegistry().catch((error) => console.error('[registry] could not be loaded', error));

// The first render is a transition too: sliced into short tasks instead of one long one. It waits for the
// texts of a language other than TH (they load in their own chunk), so no text flashes in the wrong language.
const root = createRoot(document.getElementById('root')!);
void languageReady().then(() => {
  startTransition(() => root.render(<App />));
  startPushWhenSignedIn();
});
registerServiceWorker();
