// npm run bench:web: build, serve, and run Lighthouse (mobile preset) on the first visit to home, the slot games
// list, the member centre (as a member signed in through the API, bench/web-member.ts) and the promotions page,
// taking turns so that every page sees the same machine. Prints each page's score, LCP, TBT, CLS and the JS it
// loads (gzip bytes, fetched again as a gzip-only client would), home's JS split by shell, each remote and the
// shared libraries, and Lighthouse's benchmark index of every run. BENCH_PAGES=/m/home,/m/activity measures some;
// BENCH_DETAIL=1 lists every file and layout shift; BENCH_TASKS=1 the tasks Lighthouse counts as blocking in each
// page's median run (bench/lighthouse-tasks.mjs). Budgets (issues 2 and 16): every page scores >= 95, LCP <= 2.5 s,
// TBT <= 200 ms, CLS <= 0.1; home's JS <= 200 KB gzip.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import * as chromeLauncher from 'chrome-launcher';
import http from 'node:http';
import { printBlockingTasks } from './lighthouse-tasks.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 8490);
const base = `http://localhost:${port}`;
const runs = Number(process.env.BENCH_RUNS ?? 3);
const operatorToken = 'bench-operator-token-0123456789abcdef';

const PAGES = [{ path: '/m/home' }, { path: '/m/slot-games' }, { path: '/m/member/home', member: true }, { path: '/m/activity' }];
const only = process.env.BENCH_PAGES?.split(',');
const pages = only ? PAGES.filter((page) => only.includes(page.path)) : PAGES;
const BUDGET = { score: 95, lcp: 2500, tbt: 200, cls: 0.1, homeJs: 200 * 1024 };

if (!process.argv.includes('--no-build')) {
  const built = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-web-'));
const server = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'api/src/server.ts')], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'production', OPERATOR_TOKEN: operatorToken },
  stdio: 'ignore',
});
// The server shares this machine's cores with the browser being measured (a phone does not run the server):
// at the lowest CPU priority it does not lengthen the page's tasks.
try {
  os.setPriority(server.pid, 19);
} catch {
  /* not permitted here: measure as it is */
}
const stop = () => {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
};

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/wps/system/status`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

/** Which part of the site a file belongs to: a remote, the shell, or a shared library chunk. */
function classifier() {
  const sharedFiles = new Set();
  const manifests = [
    path.join(root, 'shell/dist/mf-manifest.json'),
    ...fs
      .readdirSync(root)
      .filter((d) => d.startsWith('mf-'))
      .map((d) => path.join(root, d, 'dist/mf-manifest.json')),
  ];
  for (const file of manifests) {
    if (!fs.existsSync(file)) continue;
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
    for (const shared of manifest.shared ?? [])
      for (const kind of ['js', 'css'])
        for (const list of ['sync', 'async'])
          for (const asset of shared.assets?.[kind]?.[list] ?? []) sharedFiles.add(path.basename(asset));
  }
  return (url) => {
    const { pathname } = new URL(url);
    const remote = /^\/remotes\/([^/]+)\//.exec(pathname)?.[1];
    if (sharedFiles.has(path.basename(pathname))) return 'shared libraries';
    return remote ?? 'shell';
  };
}

/** The bytes a gzip-only browser would receive for a URL (the budget is in gzip; Chromium is sent brotli). */
function gzipBytes(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        let n = 0;
        res.on('data', (chunk) => (n += chunk.length));
        res.on('end', () => resolve(n));
      })
      .on('error', reject);
  });
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** A member's session as the site keeps it (sessionStorage MC_SESSION_INFO), from a registration through the API. */
function memberSession() {
  const made = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'bench/web-member.ts'), base, operatorToken], {
    cwd: root,
    encoding: 'utf8',
  });
  if (made.status !== 0) throw new Error(`registering the bench member failed: ${made.stderr}`);
  return made.stdout;
}

const LIGHTHOUSE = { onlyCategories: ['performance'], output: 'json', logLevel: 'error' };

/**
 * One Lighthouse run on a first visit. A member's page gets a tab of its own in which every document starts with
 * the member's session in sessionStorage, where the shell reads it, as after a log-in.
 */
async function visit(chrome, browser, page, session) {
  const url = `${base}${page.path}`;
  if (!page.member) return lighthouse(url, { ...LIGHTHOUSE, port: chrome.port });
  const tab = await browser.newPage();
  try {
    await tab.evaluateOnNewDocument((stored) => {
      try {
        sessionStorage.setItem('MC_SESSION_INFO', stored);
      } catch {
        /* about:blank has no storage */
      }
    }, session);
    return await lighthouse(url, { ...LIGHTHOUSE, port: chrome.port }, undefined, tab);
  } finally {
    await tab.close();
  }
}

const metric = (lhr, id) => lhr.audits[id].numericValue;
const kb = (n) => (n / 1024).toFixed(1);
const spread = (values, digits = 0) => `${Math.min(...values).toFixed(digits)}-${Math.max(...values).toFixed(digits)}`;

/** The JS and CSS a view loaded, by part of the site (gzip bytes). */
async function bytesOf(lhr, classify, label) {
  const bytes = {};
  for (const request of lhr.audits['network-requests'].details.items) {
    if (!['Script', 'Stylesheet'].includes(request.resourceType)) continue;
    const part = classify(request.url);
    const gzip = await gzipBytes(request.url);
    if (process.env.BENCH_DETAIL)
      console.log(
        `${label} ${(gzip / 1024).toFixed(1).padStart(6)} KB gzip ${(request.transferSize / 1024).toFixed(1).padStart(6)} KB sent  ${part.padEnd(18)} ${request.url.replace(base, '')}`,
      );
    bytes[part] ??= { js: 0, css: 0, jsSent: 0 };
    if (request.resourceType === 'Script') {
      bytes[part].js += gzip;
      bytes[part].jsSent += request.transferSize;
    } else bytes[part].css += gzip;
  }
  const total = (key) => Object.values(bytes).reduce((s, b) => s + b[key], 0);
  return { parts: bytes, js: total('js'), css: total('css'), jsSent: total('jsSent') };
}

try {
  await waitForServer();
  const classify = classifier();
  const session = pages.some((page) => page.member) ? memberSession() : null;
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  // A first, unmeasured visit of each page warms the server's image cache (the art is rasterised on first request),
  // as a live server's is; a freshly started server would otherwise draw every image during the first measured run.
  for (const page of pages) await visit(chrome, browser, page, session);
  const results = new Map(pages.map((page) => [page.path, []]));
  for (let i = 0; i < runs; i++) {
    for (const page of pages) {
      let run = await visit(chrome, browser, page, session);
      // A run Lighthouse could not finish (its runtimeError, no score) is run again rather than counted.
      for (let retry = 0; run.lhr.runtimeError && retry < 2; retry++) {
        console.log(`${page.path}: ${run.lhr.runtimeError.code}, run again`);
        run = await visit(chrome, browser, page, session);
      }
      results.get(page.path).push(process.env.BENCH_TASKS ? run : { lhr: run.lhr });
    }
  }
  await browser.disconnect();
  await chrome.kill();

  const rows = [];
  for (const page of pages) {
    const lhrs = results.get(page.path).map((run) => run.lhr);
    const bytes = await bytesOf(lhrs[0], classify, page.path);
    rows.push({ page, lhrs, bytes });
  }
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  console.log(
    `\nLighthouse mobile preset, first visits, median of ${runs} runs each (${when} UTC, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')})`,
  );
  console.log('| page | score | LCP | TBT | CLS | JS (gzip) | benchmark index |');
  console.log('|---|---|---|---|---|---|---|');
  const over = [];
  for (const { page, lhrs, bytes } of rows) {
    const score = median(lhrs.map((r) => r.categories.performance.score * 100));
    const lcp = median(lhrs.map((r) => metric(r, 'largest-contentful-paint')));
    const tbt = median(lhrs.map((r) => metric(r, 'total-blocking-time')));
    const cls = median(lhrs.map((r) => metric(r, 'cumulative-layout-shift')));
    const jsBudget = page.path === '/m/home' ? BUDGET.homeJs : Infinity;
    if (score < BUDGET.score) over.push(`${page.path} score ${score.toFixed(0)}`);
    if (lcp > BUDGET.lcp) over.push(`${page.path} LCP`);
    if (tbt > BUDGET.tbt) over.push(`${page.path} TBT`);
    if (cls > BUDGET.cls) over.push(`${page.path} CLS`);
    if (bytes.js > jsBudget) over.push(`${page.path} JS ${kb(bytes.js)} KB`);
    const index = lhrs.map((r) => r.environment.benchmarkIndex);
    console.log(
      `| ${page.path}${page.member ? ' (member)' : ''} | ${score.toFixed(0)} | ${(lcp / 1000).toFixed(2)} s | ${tbt.toFixed(0)} ms | ${cls.toFixed(3)} | ${kb(bytes.js)} KB | ${spread(index)} |`,
    );
  }
  console.log(
    `\nBudgets: score >= ${BUDGET.score}, LCP <= 2.5 s, TBT <= 200 ms, CLS <= 0.1, home's JS <= ${kb(BUDGET.homeJs)} KB gzip: ${over.length ? `OVER (${over.join(', ')})` : 'ok'}`,
  );

  // How fast the machine was: TBT follows it (docs/performance.md, "TBT follows the machine"), so each run's figure is printed with it.
  for (const { page, lhrs } of rows) {
    console.log(
      `\n${page.path}: TBT ${spread(lhrs.map((r) => metric(r, 'total-blocking-time')))} ms, score ${spread(lhrs.map((r) => r.categories.performance.score * 100))}`,
    );
    for (const r of lhrs)
      console.log(
        `  TBT ${metric(r, 'total-blocking-time').toFixed(0).padStart(5)} ms  score ${(r.categories.performance.score * 100).toFixed(0).padStart(3)}  benchmark index ${r.environment.benchmarkIndex.toFixed(0)}`,
      );
    const lcpItem = lhrs[0].audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
    if (lcpItem) console.log(`  LCP element: ${lcpItem.nodeLabel} (${lcpItem.selector})`);
    const phases = lhrs[0].audits['largest-contentful-paint-element']?.details?.items?.[1]?.items;
    if (phases) console.log(`  LCP phases: ${phases.map((p) => `${p.phase} ${Math.round(p.timing)} ms`).join(', ')}`);
    if (process.env.BENCH_DETAIL) {
      for (const r of lhrs)
        for (const item of r.audits['layout-shifts']?.details?.items ?? [])
          console.log(`  shift ${item.score?.toFixed(3)} ${item.node?.selector ?? ''} ${item.node?.nodeLabel?.slice(0, 60) ?? ''}`);
    }
    if (process.env.BENCH_TASKS) {
      const byTbt = [...results.get(page.path)].sort((a, b) => metric(a.lhr, 'total-blocking-time') - metric(b.lhr, 'total-blocking-time'));
      await printBlockingTasks(byTbt[Math.floor(byTbt.length / 2)], base);
    }
  }

  const home = rows.find((row) => row.page.path === '/m/home');
  if (home) {
    console.log(
      `\nHome's files: JS ${kb(home.bytes.js)} KB gzip (${kb(home.bytes.jsSent)} KB as sent to Chromium, brotli), CSS ${kb(home.bytes.css)} KB gzip`,
    );
    console.log('| part | JS (KB, gzip) | CSS (KB, gzip) |');
    console.log('|---|---|---|');
    for (const [part, b] of Object.entries(home.bytes.parts).sort()) console.log(`| ${part} | ${kb(b.js)} | ${kb(b.css)} |`);
  }
  if (over.length) process.exitCode = 1;
} finally {
  stop();
}
