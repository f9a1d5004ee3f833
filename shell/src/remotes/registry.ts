import { registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import { api, type RegistryEntry, type RemoteName, type RemoteRegistry } from '@site/shared';

/** One remote's live version as the registry says (GET /wps/system/remotes). */
export type { RegistryEntry } from '@site/shared';

const live = new Map<RemoteName, RegistryEntry>();
/** Bumped each time a remote is (re)registered: a rollback to a version seen before must load afresh too. */
const generations = new Map<RemoteName, number>();
let loaded: Promise<void> | null = null;
const listeners = new Set<() => void>();

function containerName(name: RemoteName): string {
  return name.replace(/-/g, '_');
}

interface FederationGlobal {
  __PRELOADED_MAP__?: Map<string, boolean>;
  __PRELOADED_ASSETS__?: Set<string>;
}

function versionBase(entry: RegistryEntry): string {
  return new URL(entry.manifestUrl.replace(/mf-manifest\.json$/, ''), window.location.href).href;
}

/**
 * Clears what an old version of a remote left in the page, so its next load really runs the new version:
 * - its chunk-loading array (rspackChunk<name>): the new runtime would otherwise adopt the old version's
 *   already-loaded chunks (same chunk ids, other code) instead of fetching its own;
 * - its stylesheets: the same CSS-module class names would otherwise keep the old rules;
 * - the runtime's "already preloaded" records of this remote's exposes and of both versions' files, which
 *   would otherwise stop the incoming version's stylesheets from being added (a rollback to a version seen before).
 */
function retire(previous: RegistryEntry, next: RegistryEntry): void {
  const global = window as unknown as Record<string, unknown>;
  const container = containerName(previous.name);
  for (const key of [`rspackChunk${container}`, `webpackChunk${container}`]) delete global[key];
  const bases = [versionBase(previous), versionBase(next)];
  document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]').forEach((link) => {
    if (link.href.startsWith(bases[0])) link.remove();
  });
  const federation = (global.__FEDERATION__ ?? {}) as FederationGlobal;
  for (const key of [...(federation.__PRELOADED_MAP__?.keys() ?? [])]) {
    if (key === container || key.startsWith(`${container}/`)) federation.__PRELOADED_MAP__!.delete(key);
  }
  for (const url of [...(federation.__PRELOADED_ASSETS__ ?? [])]) {
    if (bases.some((base) => url.startsWith(base))) federation.__PRELOADED_ASSETS__!.delete(url);
  }
}

function apply(entries: RegistryEntry[]): boolean {
  const changed = entries.filter((e) => live.get(e.name)?.version !== e.version);
  if (!changed.length) return false;
  const replacing = changed.filter((e) => live.has(e.name));
  for (const entry of replacing) retire(live.get(entry.name)!, entry);
  for (const entry of changed) {
    live.set(entry.name, entry);
    generations.set(entry.name, (generations.get(entry.name) ?? 0) + 1);
  }
  // force replaces a registered remote (a new version): the runtime drops its module cache and entry global.
  registerRemotes(
    changed.map((e) => ({ name: containerName(e.name), entry: e.manifestUrl })),
    { force: replacing.length > 0 },
  );
  return true;
}

const CHANNEL_KEY = 'remoteChannel';
const CHANNEL_PATTERN = /^[a-z0-9-]{1,32}$/;

/**
 * The release channel this browser follows: 'default', or one an operator or tester opted into with
 * ?remoteChannel=canary (kept in localStorage; ?remoteChannel=default goes back).
 */
export function remoteChannel(): string {
  try {
    const fromUrl = new URLSearchParams(window.location.search).get(CHANNEL_KEY);
    if (fromUrl && CHANNEL_PATTERN.test(fromUrl)) {
      if (fromUrl === 'default') localStorage.removeItem(CHANNEL_KEY);
      else localStorage.setItem(CHANNEL_KEY, fromUrl);
    }
    const stored = localStorage.getItem(CHANNEL_KEY);
    return stored && CHANNEL_PATTERN.test(stored) ? stored : 'default';
  } catch {
    return 'default';
  }
}

async function fetchRegistry(): Promise<RegistryEntry[]> {
  const channel = remoteChannel();
  const value = await api.get<RemoteRegistry>(channel === 'default' ? '/wps/system/remotes' : `/wps/system/remotes?channel=${channel}`);
  return value.remotes;
}

/**
 * Read once at start-up (from the boot data the server put in the HTML, else fetched); remotes are
 * registered, not loaded (share strategy loaded-first).
 */
export function loadRegistry(): Promise<void> {
  // The boot data in the HTML is the default channel's registry.
  const boot = remoteChannel() === 'default' ? (window.__BOOT__?.remotes as RegistryEntry[] | undefined) : undefined;
  loaded ??= (boot ? Promise.resolve(boot) : fetchRegistry()).then(apply).then(
    () => undefined,
    (error) => {
      loaded = null;
      throw error;
    },
  );
  return loaded;
}

/** Re-reads the registry (on navigation); a changed version is loaded on next use, no page reload. */
export async function refreshRegistry(): Promise<void> {
  try {
    if (apply(await fetchRegistry())) listeners.forEach((l) => l());
  } catch {
    /* keep the versions we have */
  }
}

export function onRegistryChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function remoteVersion(name: RemoteName): string | undefined {
  return live.get(name)?.version;
}

/** Identifies one registration of a remote (version and generation): loaded modules are cached per key. */
export function remoteLoadKey(name: RemoteName): string {
  return `${live.get(name)?.version ?? '?'}~${generations.get(name) ?? 0}`;
}

/** Loads one exposed module of a remote ("./App" -> "mf_lobby/App"). */
export async function loadExposed<T>(remote: RemoteName, expose: string): Promise<T> {
  await loadRegistry();
  if (!live.has(remote)) throw new Error(`remote ${remote} is not in the registry`);
  const module = await loadRemote<T>(`${containerName(remote)}/${expose.replace(/^\.\//, '')}`);
  if (!module) throw new Error(`remote ${remote} did not provide ${expose}`);
  return module;
}
