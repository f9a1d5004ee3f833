import fs from 'node:fs';
import path from 'node:path';
import type { Db, Queryable } from '../db/db';
import { AppError } from '../http/errors';
import { REMOTE_NAMES, type RemoteName } from '@site/shared/src/contract/remotes';
import { VERSION_PATTERN, type HistoryEntry, type PointerChange, type RegistryEntry } from '@site/shared/src/contracts/registry';
import { compatibilityProblems, shellProvidedVersions } from './compatibility';
import {
  assertBuildFiles,
  buildDigest,
  contentVersion,
  manifestUrl,
  parseManifest,
  readBuildDir,
  remoteStorageDir,
  storeBuild,
  type BuildFiles,
} from './build.storage';
import {
  findVersion,
  insertVersion,
  listHistory,
  listLivePointers,
  listMerchantCodes,
  listVersions,
  liveVersion,
  merchantExists,
  merchantsWithRelease,
  setLiveVersion,
} from './registry.repository';

/**
 * Releases: which published version of each remote is live for a merchant and channel. Publishing a build
 * (build.storage.ts keeps its files), making a version live, rolling back, and the history of those moves.
 */

/** npm run dev: each remote straight from its watched dist folder. */
export const devRegistry = (): RegistryEntry[] =>
  REMOTE_NAMES.map((name) => ({ name, version: 'dev', manifestUrl: manifestUrl(name, 'dev') }));

export function assertRemote(remote: string): asserts remote is RemoteName {
  if (!(REMOTE_NAMES as readonly string[]).includes(remote))
    throw new AppError('remote.unknown', `unknown remote ${remote.slice(0, 40)}; known: ${REMOTE_NAMES.join(', ')}`);
}

export interface PublishFilesOptions {
  dataDir: string;
  remote: string;
  files: BuildFiles;
  /** Explicit version name (--version V); default: build version plus content hash. */
  version?: string;
  actor: string;
  reason: string;
  /** Move the live pointer to this version. */
  activate: boolean;
  channel?: string;
  /** Only this merchant's pointer (default: every merchant). */
  merchant?: string;
  /** Where the shell build is (its provided shared versions); when given, the compatibility checks run. */
  rootDir?: string;
  /** A local dist folder whose .br/.gz copies can be reused. */
  precompressedDir?: string;
}

export interface PublishResult {
  remote: string;
  version: string;
  manifestUrl: string;
  /** false when this exact build was published before (publishing is idempotent). */
  created: boolean;
  activated: string[];
}

/**
 * Accepts a build: compatibility checks, immutable storage at <dataDir>/remotes/<remote>/<version>/, a
 * remote_versions row, and (optionally) the live pointer moved with a history row.
 */
export async function publishFiles(db: Db, options: PublishFilesOptions): Promise<PublishResult> {
  assertRemote(options.remote);
  assertBuildFiles(options.files);
  const manifest = parseManifest(options.files);
  const remoteEntry = manifest.metaData?.remoteEntry;
  const entryFile = [remoteEntry?.path, remoteEntry?.name ?? 'remoteEntry.js'].filter(Boolean).join('/');
  if (options.rootDir) {
    const problems = compatibilityProblems(options.remote, manifest, shellProvidedVersions(options.rootDir));
    if (!options.files.has(entryFile)) problems.push(`the remote entry ${entryFile} named by the manifest is not in the build`);
    if (problems.length)
      throw new AppError('remote.incompatible', `${options.remote} is not compatible with the shell: ${problems.join('; ')}`);
  }
  if (options.merchant && !(await merchantExists(db, options.merchant)))
    throw new AppError('merchant.unknown', `unknown merchant ${options.merchant}`);

  const digest = buildDigest(options.files);
  const version = options.version ?? contentVersion(options.files);
  if (!new RegExp(VERSION_PATTERN).test(version)) throw new AppError('validation.failed', `bad version ${version.slice(0, 70)}`, 422);
  const existing = await findVersion(db, options.remote, version);
  // Versions are immutable: the same name may only ever mean the same files.
  if (existing && existing.contract.digest && existing.contract.digest !== digest) {
    throw new AppError(
      'idempotency.conflict',
      `${options.remote} ${version} already exists with different files; publish under a new version`,
    );
  }
  const target = remoteStorageDir(options.dataDir, options.remote, version);
  // A content-hashed version already on disk holds these very files (another instance may be serving it).
  const onDisk = fs.existsSync(path.join(target, 'mf-manifest.json'));
  if (!onDisk || (!existing && options.version)) storeBuild(target, options.files, options.precompressedDir);

  const contract = {
    digest,
    exposes: (manifest.exposes ?? []).map((e) => e.path),
    shared: (manifest.shared ?? []).map((s) => ({ name: s.name, version: s.version, requiredVersion: s.requiredVersion })),
  };
  const url = manifestUrl(options.remote, version);
  return db.transaction(async (tx) => {
    // One publish at a time (several API instances publish their local builds at boot).
    await tx.query('SELECT pg_advisory_xact_lock(72100400)');
    const created = await insertVersion(tx, options.remote, version, url, contract);
    const activated: string[] = [];
    if (options.activate) {
      const channel = options.channel ?? 'default';
      const merchants = options.merchant ? [options.merchant] : await listMerchantCodes(tx);
      for (const merchantCode of merchants) {
        const previous = await liveVersion(tx, merchantCode, channel, options.remote);
        if (previous === version) continue;
        await setLiveVersion(tx, {
          merchantCode,
          channel,
          remote: options.remote,
          version,
          previous,
          action: 'publish',
          actor: options.actor,
          reason: options.reason,
        });
        activated.push(merchantCode);
      }
    }
    return { remote: options.remote, version, manifestUrl: url, created, activated };
  });
}

export interface PublishOptions {
  dataDir: string;
  remote: string;
  distDir: string;
  actor: string;
  reason: string;
  /** Make it live for every merchant on this channel. */
  activate: boolean;
  channel?: string;
}

/** Publishes a local dist folder (server boot for `npm start`); a local build shares the tree's shared map. */
export async function publishBuild(db: Db, options: PublishOptions): Promise<{ version: string; created: boolean }> {
  const { distDir, ...rest } = options;
  const result = await publishFiles(db, { ...rest, files: readBuildDir(distDir), precompressedDir: distDir });
  return { version: result.version, created: result.created };
}

/**
 * The version to roll back to: the one that was live before the current version went live. The history
 * is replayed as a stack (going live pushes, a rollback pops back to its target), so rolling back twice
 * goes two steps back, not back and forth.
 */
async function previousVersion(
  db: Queryable,
  merchantCode: string,
  channel: string,
  remote: string,
  current: string,
): Promise<string | null> {
  const rows = await db.query<{ version: string; action: string }>(
    `SELECT version, action FROM remote_history WHERE merchant_code = $1 AND channel = $2 AND remote = $3 ORDER BY id`,
    [merchantCode, channel, remote],
  );
  const stack: string[] = [];
  for (const row of rows) {
    const back = row.action === 'rollback' ? stack.lastIndexOf(row.version) : -1;
    if (back >= 0) stack.length = back + 1;
    else if (stack[stack.length - 1] !== row.version) stack.push(row.version);
  }
  if (stack[stack.length - 1] !== current) return null;
  return stack.length > 1 ? stack[stack.length - 2] : null;
}

export interface MoveOptions {
  remote: string;
  channel: string;
  merchant?: string;
  actor: string;
  reason: string;
}

async function targetMerchants(db: Queryable, remote: string, channel: string, merchant?: string): Promise<string[]> {
  if (merchant) {
    if (!(await merchantExists(db, merchant))) throw new AppError('merchant.unknown', `unknown merchant ${merchant}`);
    return [merchant];
  }
  return merchantsWithRelease(db, remote, channel);
}

/** Makes a published version live (going live is a pointer change with history). */
export async function activateVersion(db: Db, options: MoveOptions & { version: string }): Promise<PointerChange[]> {
  assertRemote(options.remote);
  return db.transaction(async (tx) => {
    if (!(await findVersion(tx, options.remote, options.version)))
      throw new AppError('remote.version.unknown', `${options.remote} has no version ${options.version}`);
    const merchants = options.merchant
      ? await targetMerchants(tx, options.remote, options.channel, options.merchant)
      : await listMerchantCodes(tx);
    const changes: PointerChange[] = [];
    for (const merchantCode of merchants) {
      const previous = await liveVersion(tx, merchantCode, options.channel, options.remote);
      if (previous === options.version) continue;
      await setLiveVersion(tx, {
        merchantCode,
        channel: options.channel,
        remote: options.remote,
        version: options.version,
        previous,
        action: 'activate',
        actor: options.actor,
        reason: options.reason,
      });
      changes.push({
        merchant: merchantCode,
        channel: options.channel,
        remote: options.remote,
        version: options.version,
        previousVersion: previous,
      });
    }
    return changes;
  });
}

/** Rolls one remote back to its previous version (or to the version named), per merchant; recorded in the history. */
export async function rollbackRemote(db: Db, options: MoveOptions & { to?: string }): Promise<PointerChange[]> {
  assertRemote(options.remote);
  return db.transaction(async (tx) => {
    if (options.to && !(await findVersion(tx, options.remote, options.to)))
      throw new AppError('remote.version.unknown', `${options.remote} has no version ${options.to}`);
    const merchants = await targetMerchants(tx, options.remote, options.channel, options.merchant);
    const changes: PointerChange[] = [];
    for (const merchantCode of merchants) {
      const change = await rollbackOne(tx, { ...options, merchant: merchantCode });
      if (change) changes.push(change);
    }
    if (!changes.length && !options.to)
      throw new AppError('remote.version.unknown', `${options.remote} has no previous version to roll back to`);
    return changes;
  });
}

/** One merchant's pointer; inside the caller's transaction (the release row is locked FOR UPDATE). */
export async function rollbackOne(tx: Queryable, options: MoveOptions & { merchant: string; to?: string }): Promise<PointerChange | null> {
  const current = await liveVersion(tx, options.merchant, options.channel, options.remote);
  if (!current) return null;
  const target = options.to ?? (await previousVersion(tx, options.merchant, options.channel, options.remote, current));
  if (!target || target === current) return null;
  await setLiveVersion(tx, {
    merchantCode: options.merchant,
    channel: options.channel,
    remote: options.remote,
    version: target,
    previous: current,
    action: 'rollback',
    actor: options.actor,
    reason: options.reason,
  });
  return { merchant: options.merchant, channel: options.channel, remote: options.remote, version: target, previousVersion: current };
}

export async function remoteHistory(
  db: Db,
  filter: { remote: string; merchant?: string; channel?: string; limit?: number },
): Promise<HistoryEntry[]> {
  assertRemote(filter.remote);
  return listHistory(db, {
    remote: filter.remote,
    merchantCode: filter.merchant ?? null,
    channel: filter.channel ?? null,
    limit: filter.limit ?? 50,
  });
}

/** Every remote with its recent versions and where each is live (merchant, channel). */
export async function registryOverview(db: Db, filter: { merchant?: string; channel?: string }) {
  const pointers = await listLivePointers(db, filter.merchant ?? null, filter.channel ?? null);
  const remotes = [];
  for (const name of REMOTE_NAMES) {
    const versions = await listVersions(db, name, 20);
    remotes.push({
      name,
      live: pointers
        .filter((p) => p.remote === name)
        .map(({ merchant, channel, version, updatedAt }) => ({ merchant, channel, version, updatedAt })),
      versions: versions.map((v) => ({ version: v.version, manifestUrl: v.manifestUrl, publishedAt: v.publishedAt })),
    });
  }
  return { remotes };
}
