import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { bootHtml } from './boot';
import { gameList } from '../games/catalogue.service';
import type { GamePage } from '@site/shared/src/contracts/games';
import { insertVersion, setLiveVersion } from '../registry/registry.repository';
import { remoteStorageDir } from '../registry/build.storage';
import { createTestApp, type TestApp } from '../../test/test-app';

const TEMPLATE =
  '<html><head><title>t</title><script defer src="/js/main.0123456789.js"></script></head><body><div id="root"><div id="boot"></div></div></body></html>';

describe('boot HTML', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  test('home carries its first banner in the HTML, painted before any script, and the boot data', async () => {
    await insertVersion(t.db, 'mf-lobby', '1.0.0-boot', '/remotes/mf-lobby/1.0.0-boot/mf-manifest.json', {});
    await setLiveVersion(t.db, {
      merchantCode: t.config.defaultMerchant,
      channel: 'default',
      remote: 'mf-lobby',
      version: '1.0.0-boot',
      previous: null,
      action: 'PUBLISH',
      actor: 'test',
      reason: 'boot test',
    });
    const html = await bootHtml(t.db, t.config, TEMPLATE, '127.0.0.1', '/m/home');
    const boot = JSON.parse(/window\.__BOOT__=(.*?)<\/script>/.exec(html)![1]) as {
      status: { status: number };
      homeBanners: Array<{ url: string; title: string }>;
    };
    expect(boot.status.status).toBe(0);
    expect(boot.homeBanners.length).toBeGreaterThan(0);
    const first = boot.homeBanners[0];
    // The very banner the lobby's carousel shows first, in the place the shell holds for it.
    expect(html).toContain(`<div id="boot"><div class="boot-header"></div><div class="boot-banner"><img src="${first.url}"`);
    expect(html).toContain(`<link rel="preload" as="image" fetchpriority="high" href="${first.url}">`);
    // The app's entry and the home page's remote files are requested after the first paint (at once in a hidden tab).
    expect(html).not.toContain('<script defer src="/js/main.0123456789.js">');
    expect(html).not.toContain('<link rel="preload" as="script"');
    const start = html.slice(html.lastIndexOf('<script>'));
    expect(start).toContain('s.src="/js/main.0123456789.js"');
    expect(start).toContain("o.observe({type:'paint',buffered:true})");
    expect(start).toContain("if(document.visibilityState==='hidden')return start();setTimeout(start,1000);");
    const files = JSON.parse(/files=(\[.*?\]);/.exec(start)![1]) as Array<[string, string]>;
    expect(files).toContainEqual([expect.stringMatching(/^\/remotes\/mf-lobby\/.+\/mf-manifest\.json$/), 'fetch']);
    expect(files).toContainEqual([expect.stringMatching(/^\/remotes\/mf-lobby\/.+\/remoteEntry\.js$/), 'script']);
    expect(html.indexOf('s.src="/js/main.0123456789.js"')).toBeGreaterThan(html.indexOf('boot-banner'));
  });

  test("home preloads the shell's start files: its shared libraries and its app chunk", async () => {
    const rootDir = fs.mkdtempSync(path.join(os.tmpdir(), 'boot-shell-'));
    const dist = path.join(rootDir, 'shell', 'dist');
    fs.mkdirSync(dist, { recursive: true });
    const sharedAssets = (js: string[]) => ({ assets: { js: { sync: js, async: [] }, css: { sync: [], async: [] } } });
    fs.writeFileSync(
      path.join(dist, 'mf-manifest.json'),
      JSON.stringify({ shared: [sharedAssets(['js/react.1.js']), sharedAssets(['js/i18next.2.js', 'js/i18next-part.3.js'])] }),
    );
    fs.writeFileSync(path.join(dist, 'start-files.json'), JSON.stringify(['css/app.4.css', 'js/app.5.js']));
    try {
      const html = await bootHtml(t.db, { ...t.config, rootDir }, TEMPLATE, '127.0.0.1', '/m/home');
      const files = JSON.parse(/files=(\[.*?\]);/.exec(html)![1]) as Array<[string, string]>;
      expect(files.slice(0, 5)).toEqual([
        ['/js/react.1.js', 'script'],
        ['/js/i18next.2.js', 'script'],
        ['/js/i18next-part.3.js', 'script'],
        ['/css/app.4.css', 'style'],
        ['/js/app.5.js', 'script'],
      ]);
    } finally {
      fs.rmSync(rootDir, { recursive: true, force: true });
    }
  });

  test("the page is the server's merchant's, and its boot data is only for a page of that merchant", async () => {
    const html = await bootHtml(t.db, { ...t.config, defaultMerchant: 'DEMO' }, TEMPLATE, '127.0.0.1', '/m/activity');
    const script = /<script>(window\.__SITE__=.*?)<\/script>/.exec(html)![1];
    const run = (site?: { merchantCode: string }) => {
      const window: { __SITE__?: { merchantCode: string }; __BOOT__?: { status: unknown } } = { __SITE__: site };
      vm.runInNewContext(script, { window });
      return window;
    };
    const own = run();
    expect(own.__SITE__).toEqual({ merchantCode: 'DEMO' });
    expect(own.__BOOT__?.status).toBeTruthy();
    expect(run({ merchantCode: 'DEMO' }).__BOOT__?.status).toBeTruthy();
    const other = run({ merchantCode: 'OTHER' });
    expect(other.__SITE__).toEqual({ merchantCode: 'OTHER' });
    expect(other.__BOOT__).toBeUndefined();
  });

  test("other pages get the boot data, no home banner, and their start's files preloaded with the HTML", async () => {
    await insertVersion(t.db, 'mf-promotions', '1.0.0-boot', '/remotes/mf-promotions/1.0.0-boot/mf-manifest.json', {});
    await setLiveVersion(t.db, {
      merchantCode: t.config.defaultMerchant,
      channel: 'default',
      remote: 'mf-promotions',
      version: '1.0.0-boot',
      previous: null,
      action: 'PUBLISH',
      actor: 'test',
      reason: 'boot test',
    });
    const rootDir = fs.mkdtempSync(path.join(os.tmpdir(), 'boot-shell-'));
    const dist = path.join(rootDir, 'shell', 'dist');
    fs.mkdirSync(dist, { recursive: true });
    fs.writeFileSync(
      path.join(dist, 'mf-manifest.json'),
      JSON.stringify({ shared: [{ name: 'react', assets: { js: { sync: ['js/react.1.js'], async: [] }, css: { sync: [], async: [] } } }] }),
    );
    fs.writeFileSync(path.join(dist, 'start-files.json'), JSON.stringify(['css/app.4.css', 'js/app.5.js']));
    // The remote's build: its App's chunk, and the libraries it shares: react (the shell's) and one the shell does
    // not provide, which the remote brings.
    const assets = (file: string) => ({ js: { sync: [file], async: [] }, css: { sync: [], async: [] } });
    const remoteDir = remoteStorageDir(t.config.dataDir, 'mf-promotions', '1.0.0-boot');
    fs.mkdirSync(remoteDir, { recursive: true });
    fs.writeFileSync(
      path.join(remoteDir, 'mf-manifest.json'),
      JSON.stringify({
        exposes: [{ path: './App', assets: assets('js/app.7.js') }],
        shared: [
          { name: 'react', assets: assets('js/react.8.js') },
          { name: '@tanstack/react-query', assets: assets('js/query.9.js') },
        ],
      }),
    );
    try {
      const html = await bootHtml(t.db, { ...t.config, rootDir }, TEMPLATE, '127.0.0.1', '/m/activity');
      expect(html).toContain('window.__BOOT__=');
      expect(html).toContain('<div id="boot"></div>');
      expect(html).not.toContain('boot-banner');
      // The entry and the files its steps and the page's remote (mf-promotions' App) load are requested together
      // after the first frame.
      expect(html).not.toContain('<script defer src="/js/main.0123456789.js">');
      const start = html.slice(html.lastIndexOf('<script>'));
      expect(start).toContain('s.src="/js/main.0123456789.js"');
      expect(start).toContain('requestAnimationFrame(function(){setTimeout(start,0)})');
      expect(start).not.toContain('first-contentful-paint');
      const files = JSON.parse(/files=(\[.*?\]);/.exec(start)![1]) as Array<[string, string]>;
      expect(files).toEqual([
        ['/js/react.1.js', 'script'],
        ['/css/app.4.css', 'style'],
        ['/js/app.5.js', 'script'],
        ['/remotes/mf-promotions/1.0.0-boot/mf-manifest.json', 'fetch'],
        ['/remotes/mf-promotions/1.0.0-boot/remoteEntry.js', 'script'],
        ['/remotes/mf-promotions/1.0.0-boot/js/app.7.js', 'script'],
        ['/remotes/mf-promotions/1.0.0-boot/js/query.9.js', 'script'],
      ]);
      // A path no remote owns preloads nothing.
      expect(await bootHtml(t.db, { ...t.config, rootDir }, TEMPLATE, '127.0.0.1', '/m/no-such-page')).toContain(
        '<script defer src="/js/main.0123456789.js"></script>',
      );
    } finally {
      fs.rmSync(rootDir, { recursive: true, force: true });
      fs.rmSync(remoteDir, { recursive: true, force: true });
    }
  });

  test("a game list page carries its first page and preloads the first screen's tile images, the first one first", async () => {
    const html = await bootHtml(t.db, t.config, TEMPLATE, '127.0.0.1', '/m/slot-games');
    const boot = JSON.parse(/window\.__BOOT__=(.*?)<\/script>/.exec(html)![1]) as {
      gameList: { path: string; lang: string; page: GamePage };
    };
    const expected = await gameList(t.db, { merchantCode: t.config.defaultMerchant, gameType: 'RNG', pageNo: 1, pageSize: 9, lang: 'TH' });
    expect(boot.gameList).toEqual({ path: '/m/slot-games', lang: 'TH', page: JSON.parse(JSON.stringify(expected)) });
    expect(html).toContain('requestAnimationFrame(function(){setTimeout(start,0)})');
    const images = [...html.matchAll(/<link rel="preload" as="image"( fetchpriority="high")? href="([^"]+)">/g)];
    expect(images.map((m) => m[2])).toEqual(expected.games.slice(0, 6).map((g) => g.showIcon));
    expect(images.map((m) => Boolean(m[1]))).toEqual([true, false, false, false, false, false]);
    // Pages without a list of their own carry none.
    expect(await bootHtml(t.db, t.config, TEMPLATE, '127.0.0.1', '/m/activity')).not.toContain('"gameList"');
  });

  test('a banner title cannot break out of its attribute', async () => {
    await t.db.query(`UPDATE announcements SET title_th = $1 WHERE type = 'B'`, ['"><script>alert(1)</script>']);
    const html = await bootHtml(t.db, t.config, TEMPLATE, '127.0.0.1', '/m/home');
    const body = html.slice(html.indexOf('<body>'));
    expect(body).not.toContain('<script>alert(1)');
    expect(body).toContain('alt="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });
});
