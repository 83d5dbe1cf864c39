/**
 * A short-lived cache of key lookups, so that a request does not always wait for the database
 * while a revocation made on any instance still takes effect within `ttlMs` (default 2 s; the
 * promise is 5 s). Only keys that exist are cached (a flood of wrong keys cannot fill it; the
 * failed-authentication limit stops those), at most `maxEntries`, the oldest dropped first.
 */
import type { KeyIdentity } from './account-store';
import { hashKey } from './key-hash';

export const DEFAULT_KEY_CACHE_MS = 2_000;

export class KeyCache {
  private readonly entries = new Map<string, { identity: KeyIdentity; until: number }>();
  /** Lookups under way: concurrent requests with one key share one query. */
  private readonly pending = new Map<string, Promise<KeyIdentity | null>>();

  constructor(
    private readonly lookup: (key: string) => Promise<KeyIdentity | null>,
    private readonly ttlMs = DEFAULT_KEY_CACHE_MS,
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 10_000,
  ) {}

  async identify(key: string): Promise<KeyIdentity | null> {
    const id = hashKey(key);
    const cached = this.entries.get(id);
    if (cached && cached.until > this.now()) return cached.identity;
    this.entries.delete(id);
    let lookup = this.pending.get(id);
    if (!lookup) {
      lookup = this.lookup(key).finally(() => this.pending.delete(id));
      this.pending.set(id, lookup);
    }
    const identity = await lookup;
    if (identity && this.ttlMs > 0) {
      if (this.entries.size >= this.maxEntries) {
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
      this.entries.set(id, { identity, until: this.now() + this.ttlMs });
    }
    return identity;
  }

  /** Forgets every entry (a revocation on this instance takes effect at once). */
  clear(): void {
    this.entries.clear();
  }
}
