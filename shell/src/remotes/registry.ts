import { registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import { api, type RemoteName } from '@site/shared';

/** One remote's live version as the registry says (GET /wps/system/remotes). */
export interface RegistryEntry {
  name: RemoteName;
  version: string;
  manifestUrl: string;
}

const live = new Map<RemoteName, RegistryEntry>();
let loaded: Promise<void> | null = null;
const listeners = new Set<() => void>();

function containerName(name: RemoteName): string {
  return name.replace(/-/g, '_');
}

function apply(entries: RegistryEntry[]): boolean {
  const changed = entries.filter((e) => live.get(e.name)?.version !== e.version);
  if (!changed.length) return false;
  const replacing = changed.some((e) => live.has(e.name));
  for (const entry of changed) live.set(entry.name, entry);
  // force replaces a registered remote (a new version); the old module cache is dropped with it.
  registerRemotes(
    changed.map((e) => ({ name: containerName(e.name), entry: e.manifestUrl })),
    { force: replacing },
  );
  return true;
}

async function fetchRegistry(): Promise<RegistryEntry[]> {
  const value = await api.get<{ remotes: RegistryEntry[] }>('/wps/system/remotes');
  return value.remotes;
}

/**
 * Read once at start-up (from the boot data the server put in the HTML, else fetched); remotes are
 * registered, not loaded (share strategy loaded-first).
 */
export function loadRegistry(): Promise<void> {
  const boot = window.__BOOT__?.remotes as RegistryEntry[] | undefined;
  loaded ??= (boot ? Promise.resolve(boot) : fetchRegistry()).then(apply).then(() => undefined, (error) => {
    loaded = null;
    throw error;
  });
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

/** Loads one exposed module of a remote ("./App" -> "mf_lobby/App"). */
export async function loadExposed<T>(remote: RemoteName, expose: string): Promise<T> {
  await loadRegistry();
  if (!live.has(remote)) throw new Error(`remote ${remote} is not in the registry`);
  const module = await loadRemote<T>(`${containerName(remote)}/${expose.replace(/^\.\//, '')}`);
  if (!module) throw new Error(`remote ${remote} did not provide ${expose}`);
  return module;
}
