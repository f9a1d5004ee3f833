import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_EXPOSES, type RemoteName } from '@site/shared/src/contract/remotes';

/**
 * Compatibility checks before a publish is accepted: the remote exposes what the shell expects
 * (REMOTE_EXPOSES, the contract kept in shared) and its shared singleton requirements are satisfiable by
 * the versions the shell provides. Pure functions over the manifests, so they are easy to test.
 */

/** The Module Federation singletons every app shares (shared/build/shared-map.cjs); one copy in the browser. */
export const SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'zustand',
  'i18next',
  '@tanstack/react-query',
  '@site/shared',
  '@site/shared/src/query',
] as const;
/** The singletons the shell's own code runs on, so it provides them; the others come with the remotes that use them. */
const SHELL_PROVIDES = new Set<string>([
  'react',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'zustand',
  'i18next',
  '@site/shared',
]);
/** A remote that bundles its own copy of these would break hooks, the store or i18n: it must share them. */
const MUST_SHARE = ['react', 'react-dom', '@site/shared'];

export interface SharedEntry {
  name: string;
  version?: string;
  requiredVersion?: string | false;
  singleton?: boolean;
}

export interface RemoteManifest {
  name?: string;
  metaData?: { name?: string; remoteEntry?: { name?: string; path?: string }; buildInfo?: { buildVersion?: string } };
  exposes?: Array<{ path: string }>;
  shared?: SharedEntry[];
}

type Version = [number, number, number];

function parseVersion(text: string): Version | null {
  const match = /^v?(\d+)(?:\.(\d+|x|\*))?(?:\.(\d+|x|\*))?(?:[-+].*)?$/.exec(text.trim());
  if (!match) return null;
  const part = (s: string | undefined) => (s === undefined || s === 'x' || s === '*' ? 0 : Number(s));
  return [Number(match[1]), part(match[2]), part(match[3])];
}

function compare(a: Version, b: Version): number {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

/** One comparator of a range: ^1.2.3, ~1.2.3, >=1.2.3, <2, =1.2.3, 1.2.3, 1.x, *. */
function satisfiesComparator(version: Version, comparator: string): boolean {
  if (comparator === '' || comparator === '*' || comparator === 'x') return true;
  const match = /^(\^|~|>=|<=|>|<|=)?\s*(.+)$/.exec(comparator);
  if (!match) return false;
  const [, operator = '', rest] = match;
  const base = parseVersion(rest);
  if (!base) return false;
  const digits = rest
    .split(/[-+]/)[0]
    .split('.')
    .filter((p) => /^\d+$/.test(p)).length;
  switch (operator) {
    case '^': {
      if (compare(version, base) < 0) return false;
      if (base[0] > 0 || digits === 1) return version[0] === base[0];
      if (base[1] > 0 || digits === 2) return version[0] === 0 && version[1] === base[1];
      return compare(version, base) === 0;
    }
    case '~':
      return compare(version, base) >= 0 && version[0] === base[0] && (digits === 1 || version[1] === base[1]);
    case '>=':
      return compare(version, base) >= 0;
    case '>':
      return compare(version, base) > 0;
    case '<=':
      return compare(version, base) <= 0;
    case '<':
      return compare(version, base) < 0;
    default:
      // 1.2.3 exactly; 1.2 or 1.x means any patch; 1 any minor.
      if (digits >= 3) return compare(version, base) === 0;
      if (digits === 2) return version[0] === base[0] && version[1] === base[1];
      return version[0] === base[0];
  }
}

/** semver "satisfies" for the range forms package manifests use (||, spaces, ^, ~, comparisons, x). */
export function satisfies(versionText: string, range: string): boolean {
  const version = parseVersion(versionText);
  if (!version) return false;
  return range.split('||').some((alternative) => {
    const comparators = alternative
      .trim()
      .replace(/(\^|~|>=|<=|>|<|=)\s+/g, '$1')
      .split(/\s+/);
    return comparators.every((c) => satisfiesComparator(version, c));
  });
}

/** name -> version the shell provides; from the shell's build manifest, else from the one shared map. */
export function shellProvidedVersions(rootDir: string): Record<string, string> {
  const provided: Record<string, string> = {};
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(rootDir, 'shell', 'dist', 'mf-manifest.json'), 'utf8')) as RemoteManifest;
    for (const entry of manifest.shared ?? []) if (entry.version) provided[entry.name] = entry.version;
    if (Object.keys(provided).length) return provided;
  } catch {
    /* no shell build here (an API-only host): fall back to the shared map */
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS build file, read at run time from the repository root
  const { sharedMap } = require(path.join(rootDir, 'shared', 'build', 'shared-map.cjs')) as {
    sharedMap(): Record<string, { version: string }>;
  };
  for (const [name, entry] of Object.entries(sharedMap())) provided[name] = entry.version;
  return provided;
}

/** Everything that makes this remote build unusable by the shell; empty when it is compatible. */
export function compatibilityProblems(remote: RemoteName, manifest: RemoteManifest, provided: Record<string, string>): string[] {
  const problems: string[] = [];
  const exposed = new Set((manifest.exposes ?? []).map((e) => e.path));
  const missing = REMOTE_EXPOSES[remote].filter((expose) => !exposed.has(expose));
  if (missing.length) problems.push(`missing exposes ${missing.join(', ')} (the shell expects ${REMOTE_EXPOSES[remote].join(', ')})`);

  const shared = new Map((manifest.shared ?? []).map((s) => [s.name, s]));
  for (const name of MUST_SHARE) {
    if (!shared.has(name)) problems.push(`${name} is not shared (it must be a singleton provided by the shell)`);
  }
  for (const name of SINGLETONS) {
    const entry = shared.get(name);
    if (!entry) continue;
    if (entry.singleton === false) problems.push(`${name} must be shared as a singleton`);
    const have = provided[name];
    if (!have) {
      // Only the libraries the shell itself must run are its to provide; one only remotes use (TanStack Query, the
      // shared query client) is provided by the first remote that loads it, at the shared map's version.
      if (SHELL_PROVIDES.has(name)) problems.push(`${name}: the shell provides no version`);
      continue;
    }
    const required =
      typeof entry.requiredVersion === 'string' && entry.requiredVersion
        ? entry.requiredVersion
        : entry.version
          ? `^${entry.version}`
          : '*';
    if (!satisfies(have, required)) problems.push(`${name}: requires ${required}, the shell provides ${have}`);
  }
  return problems;
}
