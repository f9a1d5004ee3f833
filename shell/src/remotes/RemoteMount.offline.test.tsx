import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { bus } from '@site/shared';
import { RemoteMount } from './RemoteMount';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const MemberApp = () => <p data-testid="member">member</p>;
const wait = (ms: number) => act(() => new Promise((r) => setTimeout(r, ms)));

/** Issue 29: offline after one visit, a section that cannot load said "could not load" under a spinner, for good. */
describe('RemoteMount offline', () => {
  let online = true;
  const failures: string[] = [];
  beforeAll(() => {
    window.__BOOT__ = {
      remotes: ['mf-member', 'mf-agent'].map((name) => ({ name, version: '1', manifestUrl: `/remotes/${name}/1/mf-manifest.json` })),
    } as typeof window.__BOOT__;
    jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    bus.on('remote:failed', ({ remote }) => failures.push(remote));
    // The site answers (a broken release, not the network) unless the test says the phone is offline.
    globalThis.fetch = jest.fn(async () => (online ? ({ ok: true } as Response) : Promise.reject(new TypeError('Failed to fetch'))));
  });

  test('a section that cannot load offline says so, is not reported, and loads by itself on the online event', async () => {
    online = false;
    jest.mocked(loadRemote).mockRejectedValue(new TypeError('Failed to fetch'));
    const host = document.createElement('div');
    const root = createRoot(host);
    await act(async () => root.render(<RemoteMount remote="mf-member" expose="./App" />));
    await wait(50);
    expect(host.querySelector('[data-remote="mf-member"][data-state="offline"] [role="status"]')).not.toBeNull();
    expect(host.querySelector('[data-testid="remote-retry"]')).toBeNull();
    expect(failures).toEqual([]);

    online = true;
    jest.mocked(loadRemote).mockResolvedValue({ default: MemberApp });
    await act(async () => window.dispatchEvent(new Event('online')));
    await wait(50);
    expect(host.querySelector('[data-remote="mf-member"][data-state="ready"] [data-testid="member"]')).not.toBeNull();
    await act(async () => root.unmount());
  });

  test('online, a load that fails while the site answers is a remote failure: reported, with the retry panel', async () => {
    online = true;
    jest.mocked(loadRemote).mockRejectedValue(new Error('Loading chunk 574 failed.'));
    const host = document.createElement('div');
    const root = createRoot(host);
    await act(async () => root.render(<RemoteMount remote="mf-agent" expose="./App" />));
    await wait(2500);
    expect(host.querySelector('[data-remote="mf-agent"][data-state="failed"] [data-testid="remote-retry"]')).not.toBeNull();
    expect(failures).toContain('mf-agent');
    await act(async () => root.unmount());
  });
});
