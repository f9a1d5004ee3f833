import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/db';
import type { Config } from '../config';
import { findMerchant } from '../system/merchant.repository';
import { systemStatus } from '../system/system.service';
import { listLiveRemotes, type RemoteRelease } from '../registry/registry.repository';
import { remoteStorageDir } from '../registry/registry.service';
import { announcementGroups, HOME_BANNER_GROUP } from '../content/announcements.service';

/** Remote modules the home page mounts first: their files are preloaded from the HTML. */
const HOME_MODULES: Array<[remote: string, expose: string]> = [
  ['mf-lobby', './Home'],
  ['mf-member', './MemberBar'],
];

interface Manifest {
  exposes?: Array<{ path: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }>;
}

/** JSON safe inside a <script> element (no "</script>", no U+2028 surprises). */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

function readManifest(config: Config, release: RemoteRelease): Manifest | null {
  const dir = config.devRemotes ? path.join(config.rootDir, release.name, 'dist') : remoteStorageDir(config.dataDir, release.name, release.version);
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

/** <link> preloads that flatten the waterfall: manifest, remote entry and the first exposed chunks. */
function preloadLinks(config: Config, remotes: RemoteRelease[]): string {
  const links: string[] = [];
  for (const [name, expose] of HOME_MODULES) {
    const release = remotes.find((r) => r.name === name);
    if (!release) continue;
    const base = release.manifestUrl.replace(/mf-manifest\.json$/, '');
    links.push(`<link rel="preload" as="fetch" crossorigin href="${release.manifestUrl}">`);
    links.push(`<link rel="preload" as="script" href="${base}remoteEntry.js">`);
    const exposed = readManifest(config, release)?.exposes?.find((e) => e.path === expose);
    for (const file of exposed?.assets.js.sync ?? []) links.push(`<link rel="preload" as="script" href="${base}${file}">`);
    for (const file of exposed?.assets.css.sync ?? []) links.push(`<link rel="preload" as="style" href="${base}${file}">`);
  }
  return links.join('');
}

/**
 * The shell's HTML with the boot data the shell would otherwise fetch first (system status and the remote
 * registry) and preloads for the home page's remote files: two round trips fewer before the first screen.
 */
export async function bootHtml(db: Db, config: Config, template: string, ip: string, withPreloads: boolean): Promise<string> {
  const merchant = await findMerchant(db, config.defaultMerchant);
  if (!merchant) return template;
  const status = await systemStatus(db, merchant, ip);
  const remotes = config.devRemotes
    ? (['mf-auth', 'mf-lobby', 'mf-member', 'mf-promotions', 'mf-agent', 'mf-messaging'].map((name) => ({ name, version: 'dev', manifestUrl: `/remotes/${name}/dev/mf-manifest.json` })) as RemoteRelease[])
    : await listLiveRemotes(db, merchant.code, 'default');
  let preloads = '';
  let homeBanners: unknown[] | undefined;
  if (withPreloads && status.status === 0) {
    // The home banners come with the HTML (the lobby renders them at once) and the first is preloaded:
    // it is the largest thing on the first screen.
    const { banners } = await announcementGroups(db, merchant.code, ['B'], 'M', HOME_BANNER_GROUP, null, 'TH');
    homeBanners = banners;
    preloads = preloadLinks(config, remotes) + (banners[0] ? `<link rel="preload" as="image" fetchpriority="high" href="${banners[0].url.replace(/"/g, '&quot;')}">` : '');
  }
  const boot = `<script>window.__BOOT__=${jsonForScript({ status, remotes, homeBanners })}</script>`;
  const html = template.replace('</head>', `${boot}${preloads}</head>`);
  const banner = homeBanners?.[0] as { url: string; title: string } | undefined;
  return banner ? paintFirst(html.replace('<div id="boot"></div>', `<div id="boot">${firstScreen(banner)}</div>`)) : html;
}

/**
 * With the first screen in the HTML, the page is painted before the app's scripts run: the shell's entry
 * (fetched at once through a preload) starts after the first frame, so a fast network does not put script
 * evaluation between the banner and the screen. Hidden tabs have no frames: they start at once.
 */
function paintFirst(html: string): string {
  const entry = /<script defer src="([^"]+)"><\/script>/.exec(html);
  if (!entry) return html;
  const src = JSON.stringify(entry[1]);
  const start =
    `<script>(function(){var started=false;function start(){if(started)return;started=true;` +
    `var s=document.createElement('script');s.src=${src};document.head.appendChild(s)}` +
    `if(document.visibilityState==='hidden'||!window.requestAnimationFrame)start();` +
    `else{requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,500)}})()</script>`;
  return html
    .replace(entry[0], `<link rel="preload" as="script" href="${entry[1]}">`)
    .replace('</body>', `${start}</body>`);
}

const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Home's first screen in the HTML: room for the header and the first banner where the lobby's carousel will
 * be, painted before any script runs (the largest thing on the first screen, so this is the page's LCP).
 * The shell shows the same banner while the lobby loads (shell/src/pages/HomePage.tsx).
 */
function firstScreen(banner: { url: string; title: string }): string {
  return `<div class="boot-header"></div><div class="boot-banner"><img src="${attribute(banner.url)}" alt="${attribute(banner.title)}" fetchpriority="high"></div>`;
}
