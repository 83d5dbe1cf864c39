/**
 * The limit the humanize route asks about each accepted-looking request (contract-decisions.md,
 * "Rate limit"): one interface, so that the route is the same whether the rolling window lives
 * in this process (memory-limiter.ts, the embedded default) or in Redis, shared by every
 * instance (redis-limiter.ts). A limiter that cannot decide throws LimiterUnavailableError: the
 * route answers 503 with Retry-After and charges nothing, never "allowed" by default.
 */
import type { RateDecision } from '../core/rate-limiter';

export interface LimitDecision extends RateDecision {
  /** When the decision was taken, in ms on the limiter's own clock (Redis's for Redis). */
  atMs: number;
}

export interface KeyLimiter {
  /** Which limiter decides (logs, metrics): "memory", "redis" or "redis+local-fallback". */
  readonly kind: string;
  /** Decides on one request of `key`, counting it when allowed. */
  allow(key: string, quota: number, windowMs: number): Promise<LimitDecision>;
  /** Forgets every key (the test reset route). */
  clear(): Promise<void>;
  /** Resolves when the limiter can decide; rejects when it cannot (readiness). */
  ping(): Promise<void>;
  /** Releases connections; nothing is decided afterwards. */
  close(): Promise<void>;
}

/** The shared limiter could not be reached in time: refuse with 503, charge nothing. */
export class LimiterUnavailableError extends Error {
  readonly code = 'limiter_unavailable';
  constructor(override readonly cause: unknown) {
    super(
      `The rate limiter is unavailable: ${cause instanceof Error ? cause.message : String(cause)}`,
    );
    this.name = 'LimiterUnavailableError';
  }
}
