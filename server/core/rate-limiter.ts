/**
 * Rolling-window rate limit per key (contract-decisions.md, "Rate limit"): a request is
 * refused when `quota` requests of that key were accepted in the `windowMs` before it.
 * Refused requests are not recorded, so they never extend the wait. Memory per key is at
 * most `quota` timestamps.
 */
export interface RateDecision {
  allowed: boolean;
  /** Requests still allowed right now (after this one, when it was allowed). */
  remaining: number;
  /** Milliseconds until the oldest accepted request leaves the window (a slot frees). */
  resetMs: number;
}

export class RollingRateLimiter {
  private readonly accepted = new Map<string, number[]>();

  constructor(
    readonly quota: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Decides on one request of `key`, recording it when allowed. */
  take(key: string): RateDecision {
    const now = this.now();
    const times = this.accepted.get(key) ?? [];
    // Keep only acceptances in (now - windowMs, now]: one exactly windowMs ago has left.
    while (times.length > 0 && (times[0] ?? 0) <= now - this.windowMs) times.shift();
    const allowed = times.length < this.quota;
    if (allowed) times.push(now);
    if (times.length > 0) this.accepted.set(key, times);
    else this.accepted.delete(key);
    const oldest = times[0];
    return {
      allowed,
      remaining: this.quota - times.length,
      resetMs: oldest === undefined ? 0 : oldest + this.windowMs - now,
    };
  }

  /** Forgets every key (test reset). */
  clear(): void {
    this.accepted.clear();
  }
}

/** Whole seconds, rounded up, at least 1 (Retry-After). */
export function retryAfterSeconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

/** The draft IETF RateLimit headers (draft-ietf-httpapi-ratelimit-headers). */
export function rateLimitHeaders(
  policy: string,
  quota: number,
  windowMs: number,
  decision: RateDecision,
): Record<string, string> {
  const windowSeconds = Math.ceil(windowMs / 1000);
  const resetSeconds = Math.ceil(decision.resetMs / 1000);
  return {
    'ratelimit-policy': `"${policy}";q=${quota};w=${windowSeconds}`,
    ratelimit: `"${policy}";r=${decision.remaining};t=${resetSeconds}`,
  };
}
