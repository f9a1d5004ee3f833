import path from 'node:path';
import type { Db } from '../db/db';
import type { Config } from '../config';
import { escapeMarkup } from '../http/markup';
import { findMerchant } from '../system/merchant.repository';
import { systemStatus } from '../system/system.service';
import { listLiveRemotes } from '../registry/registry.repository';
import type { RegistryEntry } from '@site/shared/src/contracts/registry';
import { remoteStorageDir } from '../registry/build.storage';
import { devRegistry } from '../registry/release.service';
import { announcementGroups, HOME_BANNER_GROUP } from '../content/announcements.service';
import { readWhenChanged } from './file-cache';
import { HOME_PATHS, ROUTE_ALIASES, ROUTES } from '@site/shared/src/routes';
import { GAME_LIST_FILTERS, GAME_LIST_PAGE } from '@site/shared/src/game-lists';
import { gameList } from '../games/catalogue.service';
import type { GamePage } from '@site/shared/src/contracts/games';

type RemoteModule = [remote: string, expose: string];

/** Remote modules the home page mounts first: their files are preloaded from the HTML. */
const HOME_MODULES: RemoteModule[] = [
  ['mf-lobby', './Home'],
  ['mf-member', './MemberBar'],
];

export const isHomePath = (pagePath: string) => (HOME_PATHS as readonly string[]).includes(pagePath);

/** The remote module a page other than home mounts: its remote's App (shared/src/routes.ts), or none. */
function pageModules(pagePath: string): RemoteModule[] {
  const route = ROUTES.find((r) => r.path === (ROUTE_ALIASES[pagePath] ?? pagePath));
  return route ? [[route.remote, './App']] : [];
}

interface Assets {
  js: { sync: string[] };
  css: { sync: string[] };
}

interface Manifest {
  exposes?: Array<{ path: string; assets: Assets }>;
  shared?: Array<{ name?: string; assets: Assets }>;
}

/** JSON safe inside a <script> element (no "</script>", no U+2028 surprises). */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const readJson = <T>(file: string): T | null => readWhenChanged(file, (text) => JSON.parse(text) as T);

function readManifest(config: Config, release: RegistryEntry): Manifest | null {
  const dir = config.devRemotes
    ? path.join(config.rootDir, release.name, 'dist')
    : remoteStorageDir(config.dataDir, release.name, release.version);
  return readJson<Manifest>(path.join(dir, 'mf-manifest.json'));
}

/** The language of the first visit (product-rules 1: TH); a visitor who chose another one has the lobby ask the API. */
const FIRST_LANG = 'TH';
/** A game list page's first tiles whose images are preloaded with the HTML: the first screen's. */
const FIRST_TILES = 6;

/** A file a page needs first, and how to preload it: [url, as]. */
type Preload = [href: string, as: 'fetch' | 'script' | 'style'];

const preloadAs = (file: string): Preload[1] => (file.endsWith('.css') ? 'style' : 'script');

/**
 * The files a page's start needs, fetched together with no waterfall: the shell's shared libraries and its app
 * chunk (shell/src/index.ts loads them in steps), then each of the page's remote modules' manifest, remote entry
 * and exposed chunks.
 */
function startFiles(config: Config, remotes: RegistryEntry[], modules: RemoteModule[], remoteShared = false): Preload[] {
  const shellDist = path.join(config.rootDir, 'shell', 'dist');
  const shellShared = readJson<Manifest>(path.join(shellDist, 'mf-manifest.json'))?.shared ?? [];
  const shellFiles = [
    ...shellShared.flatMap((shared) => [...shared.assets.js.sync, ...shared.assets.css.sync]),
    ...(readJson<string[]>(path.join(shellDist, 'start-files.json')) ?? []),
  ];
  const files: Preload[] = shellFiles.map((file) => [`/${file}`, preloadAs(file)]);
  for (const [name, expose] of modules) {
    const release = remotes.find((r) => r.name === name);
    if (!release) continue;
    const base = release.manifestUrl.replace(/mf-manifest\.json$/, '');
    files.push([release.manifestUrl, 'fetch'], [`${base}remoteEntry.js`, 'script']);
    const manifest = readManifest(config, release);
    const exposed = manifest?.exposes?.find((e) => e.path === expose);
    for (const file of exposed?.assets.js.sync ?? []) files.push([`${base}${file}`, 'script']);
    for (const file of exposed?.assets.css.sync ?? []) files.push([`${base}${file}`, 'style']);
    // The libraries the remote shares and the shell does not (TanStack Query): the remote provides them, and its
    // screen waits for them. Never on home, whose first screen does without them (docs/front-end.md).
    if (!remoteShared) continue;
    const shellNames = new Set(shellShared.map((shared) => shared.name));
    for (const shared of manifest?.shared ?? []) {
      if (!shellNames.has(shared.name)) for (const file of shared.assets.js.sync) files.push([`${base}${file}`, 'script']);
    }
  }
  return files;
}

/**
 * The shell's HTML for a page (pagePath, without the query) with the boot data the shell would otherwise fetch
 * first (system status and the remote registry) and preloads for the files of the page's start: two round trips
 * fewer before the first screen, and no waterfall of files after it.
 */
export async function bootHtml(db: Db, config: Config, template: string, ip: string, pagePath: string): Promise<string> {
  const isHome = isHomePath(pagePath);
  const merchant = await findMerchant(db, config.defaultMerchant);
  if (!merchant) return template;
  const status = await systemStatus(db, merchant, ip);
  const remotes = config.devRemotes ? devRegistry() : await listLiveRemotes(db, merchant.code, 'default');
  let homeBanners: Array<{ url: string; title: string }> | undefined;
  let list: { path: string; lang: string; page: GamePage } | undefined;
  const listFilter = GAME_LIST_FILTERS[pagePath];
  if (isHome && status.status === 0) {
    // The home banners come with the HTML (the lobby renders them at once).
    homeBanners = (await announcementGroups(db, merchant.code, ['B'], 'M', HOME_BANNER_GROUP, null, 'TH')).banners;
  } else if (listFilter && status.status === 0) {
    // A game list's first page comes with the HTML (mf-lobby's GameListPage shows it without asking the API).
    list = {
      path: pagePath,
      lang: FIRST_LANG,
      page: await gameList(db, { merchantCode: merchant.code, ...listFilter, pageNo: 1, pageSize: GAME_LIST_PAGE, lang: FIRST_LANG }),
    };
  }
  // The page belongs to this server's merchant (DEFAULT_MERCHANT): the shell sends it as its Merchant header. A page
  // that names another merchant itself (an embedding page, a test) gets no boot data and fetches its own.
  const code = jsonForScript(merchant.code);
  const boot = `<script>window.__SITE__=window.__SITE__||{merchantCode:${code}};if(window.__SITE__.merchantCode===${code})window.__BOOT__=${jsonForScript({ status, remotes, homeBanners, gameList: list })}</script>`;
  const banner = homeBanners?.[0];
  // The first banner is the largest thing on the first screen: it is preloaded ahead of everything else.
  const preload = banner ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeMarkup(banner.url)}">` : '';
  const html = template.replace('</head>', `${preload}${boot}</head>`);
  if (homeBanners)
    return paintFirst(
      banner ? html.replace('<div id="boot"></div>', `<div id="boot">${firstScreen(banner)}</div>`) : html,
      startFiles(config, remotes, HOME_MODULES),
      'first-contentful-paint',
    );
  const modules = status.status === 0 ? pageModules(pagePath) : [];
  if (!modules.length) return html;
  // The first tiles' images are what a list's first screen is largest in: fetched with the HTML, the first first.
  const tiles = (list?.page.games ?? [])
    .slice(0, FIRST_TILES)
    .map((game, i) => `<link rel="preload" as="image"${i === 0 ? ' fetchpriority="high"' : ''} href="${escapeMarkup(game.showIcon)}">`);
  // Another page has nothing of its own to paint before its scripts (a first visit sees the age gate): its files
  // are requested together after the first frame, so the shell's steps and the page's remote find them fetched
  // instead of asking one after another (on a phone's network each step of that waterfall cost a round trip: the
  // slot games' first tile came a second later).
  return paintFirst(html.replace('</head>', `${tiles.join('')}</head>`), startFiles(config, remotes, modules, true), 'first-frame');
}

/**
 * The page is painted before the app's scripts load: the shell's entry and the page's start files are requested
 * once the browser reports its first contentful paint (home, whose first screen is in the HTML) or has drawn its
 * first frame (another page). Requested with the HTML, their parsing took the threads that draw the page (a
 * two-core phone painted a second later) and their bytes the bandwidth of the banner. Without paint timing (older
 * Safari) the start waits for the first frame; hidden tabs paint nothing and start at once; and whatever happens,
 * the app starts within a second.
 */
const PRELOADS_PER_TASK = 3;

function paintFirst(html: string, files: Preload[], after: 'first-contentful-paint' | 'first-frame'): string {
  const entry = /<script defer src="([^"]+)"><\/script>/.exec(html);
  if (!entry) return html;
  const start =
    `<script>(function(){var started=false,files=${jsonForScript(files)};` +
    `function preload(f){var l=document.createElement('link');l.rel='preload';l.as=f[1];l.href=f[0];if(f[1]==='fetch')l.crossOrigin='anonymous';document.head.appendChild(l)}` +
    // Each preload costs the main thread one to several milliseconds (more while the page competes for the CPU):
    // three per task, so none runs long.
    `function preloadFrom(i){files.slice(i,i+${PRELOADS_PER_TASK}).forEach(preload);if(i+${PRELOADS_PER_TASK}<files.length)setTimeout(function(){preloadFrom(i+${PRELOADS_PER_TASK})},0)}` +
    `function start(){if(started)return;started=true;` +
    `var s=document.createElement('script');s.src=${jsonForScript(entry[1])};document.head.appendChild(s);preloadFrom(0)}` +
    `if(document.visibilityState==='hidden')return start();setTimeout(start,1000);` +
    (after === 'first-contentful-paint'
      ? `var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){` +
        `var o=new P(function(l){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(start,0)}});o.observe({type:'paint',buffered:true})}else `
      : '') +
    `requestAnimationFrame(function(){setTimeout(start,0)})})()</script>`;
  return html.replace(entry[0], '').replace('</body>', `${start}</body>`);
}

/**
 * Home's first screen in the HTML: room for the header and the first banner where the lobby's carousel will
 * be, painted before any script runs (the largest thing on the first screen, so this is the page's LCP).
 * The shell shows the same banner while the lobby loads (shell/src/pages/HomePage.tsx).
 */
function firstScreen(banner: { url: string; title: string }): string {
  return `<div class="boot-header"></div><div class="boot-banner"><img src="${escapeMarkup(banner.url)}" alt="${escapeMarkup(banner.title)}" fetchpriority="high"></div>`;
}
