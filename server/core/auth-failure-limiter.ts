/**
 * The limit on failed authentications (server/README.md, "Failed authentications"): a client
 * address (client-address.ts) that got `limit` 401s in the rolling `windowMs` gets 429 for every
 * request, whatever its key, until the oldest of those 401s leaves the window. Refusing before
 * the key is checked is what stops the guessing: a 429 says nothing about the key tried.
 *
 * A budget of its own, per address: 401s still count against no key (contract-decisions.md,
 * "Rate limit"), so a key's quota is untouched by anyone guessing. Memory is bounded: at most
 * `limit` timestamps per address and MAX_ADDRESSES addresses (the longest-unseen is forgotten).
 */
import { clientBucket } from './client-address';

export const DEFAULT_AUTH_FAILURE_LIMIT = 30;
export const DEFAULT_AUTH_FAILURE_WINDOW_MS = 60_000;
const MAX_ADDRESSES = 10_000;

export class AuthFailureLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds until `address` may try again, or 0 when it may now. */
  blockedFor(address: string | undefined): number {
    const bucket = clientBucket(address);
    const times = this.recent(bucket);
    if (times.length < this.limit) return 0;
    return times[0]! + this.windowMs - this.now();
  }

  /** Records a 401 answered to `address`. */
  recordFailure(address: string | undefined): void {
    const bucket = clientBucket(address);
    const times = this.recent(bucket);
    times.push(this.now());
    while (times.length > this.limit) times.shift();
    // Re-inserted last: the Map's first entry is then the address seen longest ago.
    this.failures.delete(bucket);
    this.failures.set(bucket, times);
    if (this.failures.size > MAX_ADDRESSES) {
      const oldest = this.failures.keys().next().value;
      if (oldest !== undefined) this.failures.delete(oldest);
    }
  }

  /** Forgets every address (test reset). */
  clear(): void {
    this.failures.clear();
  }

  /** The failures of `bucket` still in the window (older ones dropped). */
  private recent(bucket: string): number[] {
    const times = this.failures.get(bucket);
    if (!times) return [];
    const since = this.now() - this.windowMs;
    while (times.length > 0 && times[0]! <= since) times.shift();
    if (times.length === 0) this.failures.delete(bucket);
    return times;
  }
}
