import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';

/** Shipping and rolling back remotes from a test: builds, the squad's CLI and what the page mounted. */
const ROOT = path.resolve(__dirname, '../../..');

/** A release channel of the test's own (?remoteChannel=...): what it publishes never reaches other tests. */
export function uniqueChannel(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
}

/** A copy of a remote's dist (without the .br/.gz copies), changed by `patch`. */
export function variantDist(remote: string, patch: (dir: string) => void): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${remote}-variant-`));
  fs.cpSync(path.join(ROOT, remote, 'dist'), dir, { recursive: true, filter: (file) => !/\.(br|gz)$/.test(file) });
  patch(dir);
  return dir;
}

/** A lobby build that shows `marker` in front of its screen (a CSS ::before), to tell it from the live one. */
export function markedLobbyDist(marker: string): string {
  return variantDist('mf-lobby', (dir) => {
    for (const file of fs.readdirSync(path.join(dir, 'css'))) {
      fs.appendFileSync(
        path.join(dir, 'css', file),
        `\n[data-remote="mf-lobby"][data-state="ready"]>:first-child::before{content:"${marker}";display:block;font-weight:700}\n`,
      );
    }
  });
}

export function filesOf(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (folder: string, prefix: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path.join(folder, entry.name), rel);
      else files[rel] = fs.readFileSync(path.join(folder, entry.name)).toString('base64');
    }
  };
  walk(dir, '');
  return files;
}

/** npm run remote -- ... against the e2e server. */
export function cli(baseURL: string, ...args: string[]): string {
  return execFileSync(process.execPath, [path.join(ROOT, 'scripts/remote.mjs'), ...args], {
    env: { ...process.env, SITE_URL: baseURL, OPERATOR_TOKEN: 'dev-operator-token', OPERATOR_NAME: 'e2e-squad' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

export async function liveVersions(request: APIRequestContext, channel: string): Promise<Record<string, string>> {
  const body = await (await request.get(`/wps/system/remotes?channel=${channel}`)).json();
  return Object.fromEntries(body.value.remotes.map((r: { name: string; version: string }) => [r.name, r.version]));
}

/** The version each mounted remote shows (RemoteMount's data-version). */
export async function mountedVersion(page: Page, remote: string): Promise<string | null> {
  return page.locator(`[data-remote="${remote}"][data-state="ready"]`).first().getAttribute('data-version');
}

/** The CSS marker a marked build adds in front of the lobby's screen. */
export async function lobbyMarker(page: Page): Promise<string> {
  return page.evaluate(() => {
    const screen = document.querySelector('[data-remote="mf-lobby"][data-state="ready"] > *');
    return screen ? getComputedStyle(screen, '::before').content : 'no screen';
  });
}
