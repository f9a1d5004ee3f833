import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { EMULATOR } from './tests/support/firebase-emulator';

/** The whole site in a real Chromium (Debian's, never a downloaded browser), served as `npm start` serves it. */
const PORT = Number(process.env.E2E_PORT ?? 8181);
const dataDir = path.join(os.tmpdir(), `e2e-data-${PORT}`);

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // The raffle spec runs alone, after the rest: every bet anywhere earns tickets in its raffle, and another spec's
  // player betting meanwhile could take all its places (`--no-deps` runs it by itself).
  projects: [
    { name: 'site', testIgnore: /raffle\.spec\.ts/ },
    { name: 'raffle', testMatch: /raffle\.spec\.ts/, dependencies: ['site'] },
  ],
  use: {
    baseURL: `http://localhost:${PORT}`,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    // The site's service worker answers page and hashed-file requests itself, out of page.route's reach: the specs
    // that route requests must see them all. pwa.spec.ts allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-gpu'],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: `rm -rf ${dataDir} && node ../node_modules/tsx/dist/cli.mjs ../api/src/server.ts`,
    url: `http://localhost:${PORT}/wps/system/status`,
    reuseExistingServer: false,
    timeout: 120_000,
    // Every test player registers from 127.0.0.1: the per-IP limits are scaled up (their own API tests keep them).
    // Firebase sign-in goes to the Auth emulator firebase.spec.ts starts; only the FBDEMO white label uses it.
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      ALLOW_PLAIN_AUTH: '0',
      RATE_LIMIT_SCALE: '100',
      FIREBASE_PROJECT_ID: EMULATOR.projectId,
      FIREBASE_AUTH_EMULATOR_HOST: `${EMULATOR.host}:${EMULATOR.port}`,
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
