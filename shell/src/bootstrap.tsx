import { createRoot } from 'react-dom/client';
import { i18n, registerNamespace, systemStore } from '@site/shared';
import '@site/shared/src/theme/tokens.css';
import './global.css';
import th from './i18n/th.json';
import en from './i18n/en.json';
import { App } from './App';
import { loadRegistry } from './remotes/registry';

registerNamespace('shell', { th, en });
// The server put a fresh status in the HTML; it replaces the cached one before the first render.
if (window.__BOOT__?.status) systemStore.getState().setStatus(window.__BOOT__.status);
document.documentElement.lang = i18n.language;
// The registry is fetched in parallel with the first render; remotes load when a route needs them.
loadRegistry().catch((error) => console.error('[registry] could not be loaded', error));

createRoot(document.getElementById('root')!).render(<App />);
