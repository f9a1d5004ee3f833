// npm test: unit and API tests (PGlite, then PostgreSQL when DATABASE_URL is set), a production build,
// then the Playwright e2e suite in Chromium. Any failure fails the run.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const node = process.execPath;
const jest = path.join(root, 'node_modules/jest/bin/jest.js');
const failures = [];

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

if (!process.env.TEST_REDIS_URL) console.log('TEST_REDIS_URL not set: the API tests of the Redis paths are skipped');
step('typecheck', [path.join(root, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', path.join(root, 'tsconfig.json')]);
step('unit and API tests (PGlite)', [jest, '--ci'], { TEST_DB: 'pglite' });
if (process.env.DATABASE_URL) {
  step('API tests (PostgreSQL)', [jest, '--ci', '--selectProjects', 'api'], { TEST_DB: 'postgres' });
} else {
  console.log('\nDATABASE_URL not set: API tests ran on PGlite only');
}
if (step('build', [path.join(root, 'scripts/build.mjs')])) {
  step('e2e (Chromium)', [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', '--config', path.join(root, 'e2e/playwright.config.ts')], { NODE_OPTIONS: '' });
} else {
  failures.push('e2e (not run: build failed)');
}

if (failures.length) {
  console.error(`\nFAILED: ${failures.join(', ')}`);
  process.exit(1);
}
console.log('\nall test steps passed');
