// Looks at the site as a player would: a 390x844 phone in headless Chromium.
// usage: node scripts/screenshot.mjs <url> <out.png> [--theme=light] [--lang=en] [--token=T --user=NAME] [--full]
import { chromium } from 'playwright-core';

const [url, out, ...flags] = process.argv.slice(2);
const opt = Object.fromEntries(flags.map((f) => f.replace(/^--/, '').split('=')).map(([k, v]) => [k, v ?? '1']));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
page.on('pageerror', (e) => console.log('pageerror:', e.message));
await page.addInitScript(
  ({ theme, lang, token, user }) => {
    localStorage.setItem('ageConfirmed', '21');
    if (theme) localStorage.setItem('theme', theme);
    if (lang) localStorage.setItem('language', lang);
    // A member's view: the session as the login form stores it.
    if (token)
      sessionStorage.setItem(
        'MC_SESSION_INFO',
        JSON.stringify({ token, merchantCode: 'DEMO', userName: user ?? 'member', type: 1, firstTimeLogin: false }),
      );
  },
  { theme: opt.theme, lang: opt.lang, token: opt.token, user: opt.user },
);
// A member's push stream (docs/live.md) stays open, so the page would never be network-idle: a still picture needs none.
await page.route('**/wps/push', (route) => route.abort());
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(Number(opt.wait ?? 600));
await page.screenshot({ path: out, fullPage: !!opt.full });
await browser.close();
