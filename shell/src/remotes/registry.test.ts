import { api } from '@site/shared';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import {
  loadRegistry,
  onRegistryChange,
  refreshRegistry,
  remoteChannel,
  remoteLoadKey,
  remoteVersion,
  type RegistryEntry,
} from './registry';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const entry = (name: RegistryEntry['name'], version: string): RegistryEntry => ({
  name,
  version,
  manifestUrl: `/remotes/${name}/${version}/mf-manifest.json`,
});
const answer = (remotes: RegistryEntry[]) => jest.spyOn(api, 'get').mockResolvedValue({ remotes } as never);

describe('shell registry', () => {
  beforeAll(async () => {
    answer([entry('mf-lobby', 'v1'), entry('mf-member', 'm1')]);
    await loadRegistry();
  });

  it('registers every remote at start-up, without force', () => {
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [
        { name: 'mf_lobby', entry: '/remotes/mf-lobby/v1/mf-manifest.json' },
        { name: 'mf_member', entry: '/remotes/mf-member/m1/mf-manifest.json' },
      ],
      { force: false },
    );
    expect(remoteVersion('mf-lobby')).toBe('v1');
  });

  it('replaces only the remote whose version changed, and clears what the old version left', async () => {
    const global = window as unknown as Record<string, unknown>;
    global.rspackChunkmf_lobby = [[['old']]];
    const oldCss = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: '/remotes/mf-lobby/v1/css/app.css' });
    const memberCss = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: '/remotes/mf-member/m1/css/bar.css' });
    document.head.append(oldCss, memberCss);
    const keyBefore = remoteLoadKey('mf-lobby');
    const changed = jest.fn();
    const stop = onRegistryChange(changed);

    answer([entry('mf-lobby', 'v2'), entry('mf-member', 'm1')]);
    await refreshRegistry();
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mf_lobby', entry: '/remotes/mf-lobby/v2/mf-manifest.json' }], {
      force: true,
    });
    expect(changed).toHaveBeenCalledTimes(1);
    expect(global.rspackChunkmf_lobby).toBeUndefined();
    expect(oldCss.isConnected).toBe(false);
    expect(memberCss.isConnected).toBe(true);
    expect(remoteVersion('mf-lobby')).toBe('v2');
    expect(remoteLoadKey('mf-lobby')).not.toBe(keyBefore);

    // No change, no event; a rollback to v1 is a new registration (loaded afresh).
    await refreshRegistry();
    expect(changed).toHaveBeenCalledTimes(1);
    answer([entry('mf-lobby', 'v1'), entry('mf-member', 'm1')]);
    await refreshRegistry();
    expect(changed).toHaveBeenCalledTimes(2);
    expect(remoteLoadKey('mf-lobby')).not.toBe(keyBefore);
    stop();
  });

  it('keeps the versions it has when the registry cannot be read', async () => {
    jest.spyOn(api, 'get').mockRejectedValue(new Error('offline'));
    await refreshRegistry();
    expect(remoteVersion('mf-lobby')).toBe('v1');
  });

  it('follows a release channel chosen with ?remoteChannel=', () => {
    expect(remoteChannel()).toBe('default');
    window.history.replaceState({}, '', '/m/home?remoteChannel=canary');
    expect(remoteChannel()).toBe('canary');
    window.history.replaceState({}, '', '/m/home');
    expect(remoteChannel()).toBe('canary');
    window.history.replaceState({}, '', '/m/home?remoteChannel=Bad!');
    expect(remoteChannel()).toBe('canary');
    window.history.replaceState({}, '', '/m/home?remoteChannel=default');
    expect(remoteChannel()).toBe('default');
  });
});
