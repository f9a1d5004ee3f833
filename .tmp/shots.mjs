// node .tmp/shots.mjs  (server on 8251): vendor slots (free play) TH/EN dark/light + paytable, lobby tiles TH/EN.
import { chromium } from 'playwright-core';
const base = 'http://localhost:8251';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const out = '/tmp/slots-shots';
const launch = async (page, q) => (await (await page.request.get(`${base}/wps/game/launchGame?${q}&accountType=0&backUrl=/m/slot-games`)).json()).value.gameUrl;
const games = [
  ['pg', 'nodeId=pg-2&gameId=PG1002&vassalage=PG'],
  ['pp', 'nodeId=pp-2&gameId=PP1002&vassalage=PP'],
  ['jili', 'nodeId=jili-5&gameId=JILI1005&vassalage=JILI'],
  ['sg', 'nodeId=sg-3&gameId=SG1003&vassalage=SG'],
  ['joker', 'nodeId=joker-4&gameId=JOKER1004&vassalage=JOKER'],
];
const only = process.argv[2];
for (const lang of ['th', 'en'])
  for (const theme of ['dark', 'light']) {
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
    await ctx.addInitScript(([l, t]) => { localStorage.setItem('language', l); localStorage.setItem('theme', t); localStorage.setItem('ageConfirmed', '20'); }, [lang, theme]);
    const page = await ctx.newPage();
    for (const [name, q] of games) {
      if (only && only !== name) continue;
      if (theme === 'light' && name !== 'pg' && name !== 'pp') continue;
      await page.goto(base + (await launch(page, q)));
      await page.getByTestId('vslot').waitFor();
      await page.waitForTimeout(800);
      await page.getByTestId('spin').click();
      await page.waitForFunction(() => !document.querySelector('[data-testid=spin]')?.disabled, null, { timeout: 30000 });
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${out}/${name}-${lang}-${theme}.png` });
      if (theme === 'dark') {
        await page.getByTestId('vslot-paytable-open').click();
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${out}/${name}-${lang}-paytable.png` });
        await page.getByTestId('vslot-paytable').getByRole('button').click();
      }
    }
    if (!only) {
      await page.goto(`${base}/m/slot-games`);
      await page.waitForTimeout(3500);
      await page.screenshot({ path: `${out}/lobby-${lang}-${theme}.png` });
    }
    await ctx.close();
  }
await browser.close();
