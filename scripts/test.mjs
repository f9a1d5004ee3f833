// npm test: typecheck, lint, unit and API tests (PGlite, then PostgreSQL when DATABASE_URL is set), a production build,
// two API instances behind nginx (with DATABASE_URL and nginx; the built site opened on one), then the Playwright e2e
// suite in Chromium. Any failure fails the run.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const node = process.execPath;
const jest = path.join(root, 'node_modules/jest/bin/jest.js');
const failures = [];

/** Debian's nginx for the two-instance test: $NGINX, on the PATH, or in /usr/sbin (not on a non-root user's PATH). */
function findNginx() {
  const candidates = [
    process.env.NGINX,
    ...(process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, 'nginx')),
    '/usr/sbin/nginx',
  ];
  return candidates.find((file) => file && fs.existsSync(file)) ?? null;
}

function step(name, args, env = {}) {
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(node, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_OPTIONS: '--experimental-vm-modules --no-warnings', ...env },
  });
  if (result.status !== 0) failures.push(name);
  return result.status === 0;
}

/**
 * Steps that each use one core (tsc, ESLint, Prettier) run side by side and print their output when they end, in
 * order, so the run takes the longest of them rather than their sum.
 */
async function stepsSideBySide(steps) {
  const runs = steps.map(
    ([name, args]) =>
      new Promise((resolve) => {
        const child = spawn(node, args, { cwd: root, env: process.env });
        let output = '';
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        child.on('close', (status) => resolve({ name, status, output }));
      }),
  );
  for (const { name, status, output } of await Promise.all(runs)) {
    console.log(`\n=== ${name} ===\n${output}`);
    if (status !== 0) failures.push(name);
  }
}

if (!process.env.TEST_REDIS_URL) console.log('TEST_REDIS_URL not set: the API tests of the Redis paths are skipped');
// Lint (ESLint: typescript-eslint, the rules of hooks, no remote importing another; eslint.config.mjs) and format
// (Prettier's check; `npm run format` fixes both).
await stepsSideBySide([
  ['typecheck', [path.join(root, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', path.join(root, 'tsconfig.json')]],
  ['lint', [path.join(root, 'node_modules/eslint/bin/eslint.js'), root]],
  ['format', [path.join(root, 'node_modules/prettier/bin/prettier.cjs'), '--check', '--log-level', 'warn', root]],
]);
step('unit and API tests (PGlite)', [jest, '--ci'], { TEST_DB: 'pglite' });
if (process.env.DATABASE_URL) {
  step('API tests (PostgreSQL)', [jest, '--ci', '--selectProjects', 'api'], { TEST_DB: 'postgres' });
} else {
  console.log('\nDATABASE_URL not set: API tests ran on PGlite only, the two-instance test did not run');
}
const built = step('build', [path.join(root, 'scripts/build.mjs')]);
// After the build: the two-instance run also opens the built site in Chromium on one instance (push across instances).
if (process.env.DATABASE_URL && findNginx()) {
  step(
    'two API instances behind nginx, one killed mid-run (PostgreSQL)',
    ['--import', 'tsx', path.join(root, 'api/test/two-instances.ts')],
    { NODE_OPTIONS: '' },
  );
} else if (process.env.DATABASE_URL) {
  console.log(
    '\nnginx not installed: the two-instance test (api/test/two-instances.ts) is skipped; apt-get install nginx-light (.ci/run does)',
  );
}
if (built) {
  step(
    'e2e (Chromium)',
    [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', '--config', path.join(root, 'e2e/playwright.config.ts')],
    { NODE_OPTIONS: '' },
  );
} else {
  failures.push('e2e (not run: build failed)');
}

if (failures.length) {
  console.error(`\nFAILED: ${failures.join(', ')}`);
  process.exit(1);
}
console.log('\nall test steps passed');
