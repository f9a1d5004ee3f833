// Builds every app (or those named: node scripts/build.mjs mf-lobby), two at a time.
// --missing builds only apps without a dist (what `npm start` uses on a fresh clone).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { APPS, PAGE_APPS } from './apps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const onlyMissing = args.includes('--missing');
const named = args.filter((a) => !a.startsWith('--'));
let apps = named.length ? named : APPS;
if (onlyMissing)
  apps = apps.filter((app) => !fs.existsSync(path.join(root, app, 'dist', PAGE_APPS.includes(app) ? 'index.html' : 'mf-manifest.json')));

/** Pre-compressed copies (gzip and brotli) beside each text asset; the server sends them as they are. */
function precompress(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) precompress(file);
    else if (/\.(js|css|html|json|svg)$/.test(entry.name) && fs.statSync(file).size > 1024) {
      const data = fs.readFileSync(file);
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
      fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
    }
  }
}

function build(app) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'node_modules/@rspack/cli/bin/rspack.js'), 'build'], {
      cwd: path.join(root, app),
      stdio: 'inherit',
      env: { NODE_ENV: 'production', ...process.env },
    });
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`${app} build failed (${code})`));
      precompress(path.join(root, app, 'dist'));
      resolve();
    });
  });
}

const queue = [...apps];
const started = Date.now();
await Promise.all(
  [0, 1].map(async () => {
    while (queue.length) {
      const app = queue.shift();
      await build(app);
      console.log(`built ${app}`);
    }
  }),
).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
if (apps.length) console.log(`built ${apps.length} app(s) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
