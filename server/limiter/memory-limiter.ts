/**
 * The embedded limiter: the exact rolling window of rate-limiter.ts, in this process's memory,
 * one RollingRateLimiter per (quota, window) pair so that a plan's own quota can be asked for.
 * Exact for one instance; two instances each allow the whole quota (use Redis for several).
 */
import { RollingRateLimiter } from '../core/rate-limiter';
import type { KeyLimiter, LimitDecision } from './key-limiter';

export class MemoryLimiter implements KeyLimiter {
  readonly kind = 'memory';
  private readonly windows = new Map<string, RollingRateLimiter>();

  constructor(private readonly now: () => number = Date.now) {}

  async allow(key: string, quota: number, windowMs: number): Promise<LimitDecision> {
    const policy = `${quota}/${windowMs}`;
    let limiter = this.windows.get(policy);
    if (!limiter) {
      limiter = new RollingRateLimiter(quota, windowMs, this.now);
      this.windows.set(policy, limiter);
    }
    const atMs = this.now();
    return { ...limiter.take(key), atMs };
  }

  async clear(): Promise<void> {
    for (const limiter of this.windows.values()) limiter.clear();
  }

  async ping(): Promise<void> {}

  async close(): Promise<void> {}
}
