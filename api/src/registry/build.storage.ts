import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { AppError } from '../http/errors';
import type { RemoteManifest } from './compatibility';

/**
 * A remote's build as files: read from a dist folder or an upload, checked (paths, size), named by its content and
 * stored immutably with brotli/gzip copies. What is live where is release.service.ts.
 */

/** Published versions are stored under <dataDir>/remotes/<remote>/<version>/ and served at /remotes/... */
export function remoteStorageDir(dataDir: string, remote: string, version: string): string {
  return path.join(dataDir, 'remotes', remote, version);
}

export function manifestUrl(remote: string, version: string): string {
  return `/remotes/${remote}/${version}/mf-manifest.json`;
}

/** A build as relative path -> bytes (the precompressed .br/.gz copies are left out: storage makes its own). */
export type BuildFiles = Map<string, Buffer>;

/** The suffix of a file's brotli or gzip copy. */
export const PRECOMPRESSED = /\.(br|gz)$/;
const SAFE_PATH = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;
export const MAX_BUILD_FILES = 2000;
export const MAX_BUILD_BYTES = 30 * 1024 * 1024;

export function readBuildDir(distDir: string): BuildFiles {
  const files: BuildFiles = new Map();
  const walk = (dir: string, prefix: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path.join(dir, entry.name), rel);
      else if (!PRECOMPRESSED.test(entry.name)) files.set(rel, fs.readFileSync(path.join(dir, entry.name)));
    }
  };
  walk(distDir, '');
  return files;
}

/** Hash of every file (path and bytes): the same build always gets the same version, another build another. */
export function buildDigest(files: BuildFiles): string {
  const hash = crypto.createHash('sha256');
  for (const name of [...files.keys()].sort()) {
    hash.update(name).update('\0').update(files.get(name)!).update('\0');
  }
  return hash.digest('hex');
}

export function parseManifest(files: BuildFiles): RemoteManifest {
  const raw = files.get('mf-manifest.json');
  if (!raw) throw new AppError('remote.incompatible', 'the build has no mf-manifest.json');
  try {
    return JSON.parse(raw.toString('utf8')) as RemoteManifest;
  } catch {
    throw new AppError('remote.incompatible', 'mf-manifest.json is not valid JSON');
  }
}

/** A build's version: its build version (package version) plus a hash of its content. */
export function contentVersion(files: BuildFiles): string {
  const buildVersion = parseManifest(files).metaData?.buildInfo?.buildVersion ?? '0.0.0';
  return `${buildVersion.replace(/[^A-Za-z0-9.]/g, '')}-${buildDigest(files).slice(0, 10)}`;
}

export function assertBuildFiles(files: BuildFiles): void {
  if (files.size > MAX_BUILD_FILES) throw new AppError('validation.failed', `a build may have at most ${MAX_BUILD_FILES} files`, 422);
  let total = 0;
  for (const [name, bytes] of files) {
    if (!SAFE_PATH.test(name) || name.split('/').some((part) => part === '..' || part === '.')) {
      throw new AppError('validation.failed', `bad file path ${JSON.stringify(name.slice(0, 80))}`, 422);
    }
    total += bytes.length;
  }
  if (total > MAX_BUILD_BYTES) throw new AppError('validation.failed', `a build may be at most ${MAX_BUILD_BYTES} bytes`, 422);
}

/** A precompressed copy made from the current file (not left over from an older build). */
function isFresh(file: string, copy: string): boolean {
  try {
    return fs.statSync(copy).mtimeMs >= fs.statSync(file).mtimeMs;
  } catch {
    return false;
  }
}

/** Text files that get brotli and gzip copies when stored (over 1 KB): the static server picks one by Accept-Encoding. */
export const PRECOMPRESSED_TYPES = /\.(js|css|html|json|svg)$/;

/**
 * Writes the files (and brotli/gzip copies of text files) into a staging folder, then renames it into place.
 * A local dist folder already has its precompressed copies (scripts/build.mjs): those are copied, not redone.
 */
export function storeBuild(target: string, files: BuildFiles, precompressedDir?: string): void {
  const staging = `${target}.tmp-${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
  for (const [name, bytes] of files) {
    const file = path.join(staging, ...name.split('/'));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, bytes);
    if (PRECOMPRESSED_TYPES.test(name) && bytes.length > 1024) {
      const ready = precompressedDir && path.join(precompressedDir, ...name.split('/'));
      if (ready && isFresh(ready, `${ready}.br`) && isFresh(ready, `${ready}.gz`)) {
        fs.copyFileSync(`${ready}.br`, `${file}.br`);
        fs.copyFileSync(`${ready}.gz`, `${file}.gz`);
        continue;
      }
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
      fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
    }
  }
  fs.rmSync(target, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(target), { recursive: true });
  try {
    fs.renameSync(staging, target);
  } catch (error) {
    // Another API instance stored the same version at the same moment (same content: nothing to do).
    fs.rmSync(staging, { recursive: true, force: true });
    if (!fs.existsSync(path.join(target, 'mf-manifest.json'))) throw error;
  }
}
