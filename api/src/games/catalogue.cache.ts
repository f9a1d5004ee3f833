/**
 * A short-lived read-through cache for catalogue answers (game lists, lanes, hot games). The catalogue changes
 * only when operators edit it, so a few seconds of staleness are fine, and it spares the database the lobby's
 * hottest reads (bench/game-list.mjs). Concurrent misses share one promise. ttlMs 0 turns it off (tests).
 */
export class CatalogueCache {
  private readonly entries = new Map<string, { at: number; value: Promise<unknown> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
  ) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.value as Promise<T>;
    const value = load();
    // A failed load is not kept.
    value.catch(() => this.entries.get(key)?.value === value && this.entries.delete(key));
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { at: now, value });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
