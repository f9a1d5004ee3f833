import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/db';
import { insertVersion, listMerchantCodes, liveVersion, setLiveVersion } from './registry.repository';

export const REMOTES = ['mf-auth', 'mf-lobby', 'mf-member', 'mf-promotions', 'mf-agent', 'mf-messaging'] as const;

/** Published versions are stored under <dataDir>/remotes/<remote>/<version>/ and served at /remotes/... */
export function remoteStorageDir(dataDir: string, remote: string, version: string): string {
  return path.join(dataDir, 'remotes', remote, version);
}

export function manifestUrl(remote: string, version: string): string {
  return `/remotes/${remote}/${version}/mf-manifest.json`;
}

/** A build's version: package version plus a hash of its entry and manifest (which name every hashed chunk). */
export function buildVersion(distDir: string): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(distDir, '..', 'package.json'), 'utf8')) as { version: string };
  const hash = crypto.createHash('sha256');
  for (const file of ['remoteEntry.js', 'mf-manifest.json']) hash.update(fs.readFileSync(path.join(distDir, file)));
  return `${pkg.version}-${hash.digest('hex').slice(0, 10)}`;
}

function copyDir(from: string, to: string): void {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) copyDir(source, target);
    else fs.copyFileSync(source, target);
  }
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

/** Copies a build into immutable storage, records the version and (optionally) moves the live pointer. */
export async function publishBuild(db: Db, options: PublishOptions): Promise<{ version: string; created: boolean }> {
  const version = buildVersion(options.distDir);
  const target = remoteStorageDir(options.dataDir, options.remote, version);
  if (!fs.existsSync(path.join(target, 'mf-manifest.json'))) {
    const staging = `${target}.tmp-${process.pid}`;
    copyDir(options.distDir, staging);
    fs.rmSync(target, { recursive: true, force: true });
    fs.renameSync(staging, target);
  }
  const manifest = JSON.parse(fs.readFileSync(path.join(target, 'mf-manifest.json'), 'utf8')) as { exposes?: Array<{ path: string }>; shared?: Array<{ name: string; version: string; requiredVersion: string }> };
  const contract = {
    exposes: (manifest.exposes ?? []).map((e) => e.path),
    shared: (manifest.shared ?? []).map((s) => ({ name: s.name, version: s.version, requiredVersion: s.requiredVersion })),
  };
  const created = await db.transaction(async (tx) => {
    const isNew = await insertVersion(tx, options.remote, version, manifestUrl(options.remote, version), contract);
    if (options.activate) {
      const channel = options.channel ?? 'default';
      for (const merchantCode of await listMerchantCodes(tx)) {
        const previous = await liveVersion(tx, merchantCode, channel, options.remote);
        if (previous === version) continue;
        await setLiveVersion(tx, { merchantCode, channel, remote: options.remote, version, previous, action: 'publish', actor: options.actor, reason: options.reason });
      }
    }
    return isNew;
  });
  return { version, created };
}
