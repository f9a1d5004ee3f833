// Game list benchmark: p99 latency and requests/s of GET /wps/relay/GCSGAME_gameList at 200 concurrent
// connections, against the same server answering a static JSON of equal size, in one run; prints the ratio.
// The two take turns (--rounds slices each, the order alternating), so both see the same machine: on a shared
// machine a busy moment of other work lands on either. Budget: >= 0.8x the requests/s, p99 <= 1.2x.
// usage: node bench/game-list.mjs [--seconds=10] [--rounds=5] [--connections=200]   (DATABASE_URL to bench PostgreSQL)
import http from 'node:http';
import os from 'node:os';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const opt = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=')));
const SECONDS = Number(opt.seconds ?? 10);
const ROUNDS = Number(opt.rounds ?? 5);
const CONNECTIONS = Number(opt.connections ?? 200);
const WARMUP_SECONDS = 2;

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bench/game-list-server.ts')], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
});
const [port, bodyBytes] = await new Promise((resolve, reject) => {
  let out = '';
  server.stdout.on('data', (chunk) => {
    out += chunk;
    const m = /READY (\d+) (\d+)/.exec(out);
    if (m) resolve([Number(m[1]), Number(m[2])]);
  });
  server.on('exit', (code) => reject(new Error(`server exited ${code}`)));
});

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

function get(urlPath) {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: urlPath, agent, headers: { merchant: 'DEMO', language: 'TH' } }, (res) => {
      let bytes = 0;
      res.on('data', (c) => (bytes += c.length));
      res.on('end', () => (res.statusCode === 200 ? resolve(bytes) : reject(new Error(`HTTP ${res.statusCode}`))));
    });
    req.on('error', reject);
  });
}

/** CONNECTIONS loops, each sending its next request when the last one answered, for `seconds`; adds to `into`. */
async function load(urlPath, seconds, into = { latencies: [], elapsed: 0, errors: 0, bytes: 0 }) {
  const end = performance.now() + seconds * 1000;
  const loop = async () => {
    while (performance.now() < end) {
      const start = performance.now();
      try {
        into.bytes = await get(urlPath);
        into.latencies.push(performance.now() - start);
      } catch {
        into.errors++;
      }
    }
  };
  const began = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, loop));
  into.elapsed += (performance.now() - began) / 1000;
  return into;
}

function summary({ latencies, elapsed, errors, bytes }) {
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  return {
    requests: latencies.length,
    rps: latencies.length / elapsed,
    p50: pct(50),
    p99: pct(99),
    max: latencies[latencies.length - 1],
    errors,
    bytes,
  };
}

const GAME_LIST = '/wps/relay/GCSGAME_gameList?merchant=DEMO&platform=html5&gameType=RNG&pageNo=1&pageSize=9&language=TH&clientType=2';
const STATIC = '/bench/static-game-list';

console.log(
  `game list benchmark: ${CONNECTIONS} connections, ${SECONDS} s each in ${ROUNDS} turns (after ${WARMUP_SECONDS} s warm-up each), body ${bodyBytes} bytes, db ${process.env.DATABASE_URL ? 'postgres' : 'pglite'}, load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
await load(GAME_LIST, WARMUP_SECONDS);
await load(STATIC, WARMUP_SECONDS);
const runs = { [GAME_LIST]: undefined, [STATIC]: undefined };
for (let round = 0; round < ROUNDS; round++) {
  for (const url of round % 2 ? [STATIC, GAME_LIST] : [GAME_LIST, STATIC]) runs[url] = await load(url, SECONDS / ROUNDS, runs[url]);
}
const dynamic = summary(runs[GAME_LIST]);
const fixed = summary(runs[STATIC]);

const row = (name, r) =>
  `${name.padEnd(12)} ${r.rps.toFixed(0).padStart(8)} ${r.p50.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)} ${r.max.toFixed(1).padStart(8)} ${String(r.errors).padStart(6)} ${String(r.bytes).padStart(7)}`;
console.log(
  `${'endpoint'.padEnd(12)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)} ${'errors'.padStart(6)} ${'bytes'.padStart(7)}`,
);
console.log(row('game list', dynamic));
console.log(row('static', fixed));
const rpsRatio = dynamic.rps / fixed.rps;
const p99Ratio = dynamic.p99 / fixed.p99;
console.log(
  `ratio game list / static: requests/s ${rpsRatio.toFixed(3)} (budget >= 0.8), p99 latency ${p99Ratio.toFixed(2)}x (budget <= 1.2): ${rpsRatio >= 0.8 && p99Ratio <= 1.2 ? 'ok' : 'OVER'}`,
);

agent.destroy();
server.kill();
