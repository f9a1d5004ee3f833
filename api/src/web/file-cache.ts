import fs from 'node:fs';

const cache = new Map<string, { mtimeMs: number; value: unknown }>();

/**
 * A file the web routes read on every page (the shell's HTML, the build's manifests), parsed once and read again
 * only when a new build replaces it. Null when the file is missing or does not parse.
 */
export function readWhenChanged<T>(file: string, parse: (text: string) => T): T | null {
  try {
    const { mtimeMs } = fs.statSync(file);
    const cached = cache.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.value as T;
    const value = parse(fs.readFileSync(file, 'utf8'));
    cache.set(file, { mtimeMs, value });
    return value;
  } catch {
    return null;
  }
}
