import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, remoteReady } from './fixtures';
import { cli, filesOf, markedLobbyDist, liveVersions, lobbyMarker, mountedVersion, uniqueChannel, variantDist } from './support/registry';

/**
 * Ship and roll back one remote while the site is open. Each test follows a release channel of
 * its own (?remoteChannel=...), so the versions it publishes never reach other tests on the default channel.
 */
const OPS = { authorization: 'Bearer dev-operator-token', operator: 'e2e-registry' };
const MARKER = 'Lobby build v2';

/** A client-side navigation away and back home (no page load): the shell re-reads the registry. */
async function navigateAwayAndHome(page: Page) {
  await page.getByTestId('nav-promotions').click();
  await expect(page).toHaveURL(/\/m\/activity/);
  await page.getByTestId('nav-home').click();
  await expect(page).toHaveURL(/\/m\/home/);
}

test.describe('remote registry', () => {
  test('ships a new mf-lobby version while the site is open, then rolls it back; the other remotes keep theirs', async ({
    page,
    request,
    baseURL,
  }) => {
    const channel = uniqueChannel('ship');
    const before = await liveVersions(request, 'default');
    // The channel starts where the default channel is.
    const baseline = await request.post('/ops/registry/remotes/mf-lobby/activate', {
      headers: OPS,
      data: { version: before['mf-lobby'], merchant: 'DEMO', channel, reason: 'e2e baseline' },
    });
    expect(baseline.ok()).toBe(true);
    const variant = markedLobbyDist(MARKER);

    await page.goto(`/m/home?remoteChannel=${channel}`);
    await remoteReady(page, 'mf-lobby');
    await remoteReady(page, 'mf-member');
    expect(await mountedVersion(page, 'mf-lobby')).toBe(before['mf-lobby']);
    expect(await lobbyMarker(page)).not.toContain(MARKER);
    // Marks this document: a full page load would lose it.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

    const published = cli(
      baseURL!,
      'publish',
      'mf-lobby',
      '--dist',
      variant,
      '--channel',
      channel,
      '--merchant',
      'DEMO',
      '--reason',
      'e2e ship',
    );
    const shipped = /published mf-lobby (\S+)/.exec(published)?.[1];
    expect(shipped).toBeTruthy();
    expect(shipped).not.toBe(before['mf-lobby']);
    expect(published).toContain('live for DEMO');

    await navigateAwayAndHome(page);
    await expect.poll(() => mountedVersion(page, 'mf-lobby')).toBe(shipped);
    await expect.poll(() => lobbyMarker(page)).toContain(MARKER);
    expect(await mountedVersion(page, 'mf-member')).toBe(before['mf-member']);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    expect(cli(baseURL!, 'rollback', 'mf-lobby', '--channel', channel, '--merchant', 'DEMO', '--reason', 'e2e rollback')).toContain(
      `${shipped} -> ${before['mf-lobby']}`,
    );
    await navigateAwayAndHome(page);
    await expect.poll(() => mountedVersion(page, 'mf-lobby')).toBe(before['mf-lobby']);
    await expect.poll(() => lobbyMarker(page)).not.toContain(MARKER);
    expect(await mountedVersion(page, 'mf-member')).toBe(before['mf-member']);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    // The other remotes never moved, on the channel or on the default one.
    const after = await liveVersions(request, channel);
    for (const remote of Object.keys(before).filter((r) => r !== 'mf-lobby')) expect(after[remote]).toBe(before[remote]);
    expect(await liveVersions(request, 'default')).toEqual(before);

    const history = cli(baseURL!, 'history', 'mf-lobby', '--channel', channel);
    expect(history).toMatch(new RegExp(`rollback +${shipped} -> ${before['mf-lobby']} +by e2e-squad: e2e rollback`));
    expect(history).toMatch(new RegExp(`publish +${before['mf-lobby']} -> ${shipped} +by e2e-squad: e2e ship`));
    fs.rmSync(variant, { recursive: true, force: true });
  });

  test('a broken mf-promotions shows the retry while the rest works; automatic rollback brings it back', async ({ page, request }) => {
    const channel = uniqueChannel('broken');
    const before = await liveVersions(request, 'default');
    await request.post('/ops/registry/remotes/mf-promotions/activate', {
      headers: OPS,
      data: { version: before['mf-promotions'], merchant: 'DEMO', channel, reason: 'e2e baseline' },
    });
    // A build that passes the contract checks but whose remote entry throws when it runs.
    const broken = variantDist('mf-promotions', (dir) =>
      fs.writeFileSync(path.join(dir, 'remoteEntry.js'), 'throw new Error("e2e: broken remote entry");\n'),
    );
    const publish = await request.post('/ops/registry/remotes/mf-promotions/versions', {
      headers: OPS,
      data: { files: filesOf(broken), version: `broken-${channel}`, activate: true, merchant: 'DEMO', channel, reason: 'e2e broken build' },
    });
    expect(publish.status()).toBe(201);
    fs.rmSync(broken, { recursive: true, force: true });

    try {
      await page.goto(`/m/activity?remoteChannel=${channel}`);
      await expect(page.getByTestId('remote-retry')).toBeVisible({ timeout: 20_000 });
      await expect(page.getByTestId('site-header')).toBeVisible();
      await expect(page.getByTestId('site-footer')).toBeVisible();
      // Everything else works.
      await page.getByTestId('nav-home').click();
      await remoteReady(page, 'mf-lobby');
      await remoteReady(page, 'mf-member');
      await page.getByTestId('nav-promotions').click();
      await expect(page.getByTestId('remote-retry')).toBeVisible({ timeout: 20_000 });
      // Automatic rollback is off by default: the broken version stays live.
      expect((await liveVersions(request, channel))['mf-promotions']).toBe(`broken-${channel}`);

      const on = await request.put('/ops/registry/auto-rollback', {
        headers: OPS,
        data: { merchant: 'DEMO', enabled: true, threshold: 2, windowSeconds: 600 },
      });
      expect(on.ok()).toBe(true);
      // One more failure report (a retry) passes the threshold; the retry after that reads the registry again.
      await page.getByTestId('remote-retry').getByRole('button').click();
      await expect
        .poll(async () => (await liveVersions(request, channel))['mf-promotions'], { timeout: 20_000 })
        .toBe(before['mf-promotions']);
      // That retry read the registry after its failure report: on a busy machine the rollback was already live and it
      // loaded the good version; otherwise it failed once more and the next retry does.
      const retry = page.getByTestId('remote-retry');
      await expect(retry.or(page.locator('[data-remote="mf-promotions"][data-state="ready"]')).first()).toBeAttached({ timeout: 20_000 });
      if (await retry.isVisible()) await retry.getByRole('button').click();
      await remoteReady(page, 'mf-promotions');
      expect(await mountedVersion(page, 'mf-promotions')).toBe(before['mf-promotions']);

      const history = await (await request.get(`/ops/registry/remotes/mf-promotions/history?channel=${channel}`, { headers: OPS })).json();
      expect(history.value.history[0]).toMatchObject({
        action: 'rollback',
        actor: 'auto-rollback',
        version: before['mf-promotions'],
        previousVersion: `broken-${channel}`,
      });
      expect(history.value.history[0].reason).toMatch(/failures of broken-/);
    } finally {
      await request.put('/ops/registry/auto-rollback', { headers: OPS, data: { merchant: 'DEMO', enabled: false } });
    }
  });
});
