/**
 * Records every decision of a limiter (on the limiter's own clock: Redis's for Redis), and
 * checks a log against the limit's promise independently of the limiter's arithmetic:
 * no rolling window holds more than the quota of acceptances, every refusal happened while the
 * window was full, and the Retry-After of each refusal is the whole seconds until the oldest
 * acceptance in its window leaves.
 */
import type { KeyLimiter, LimitDecision } from '../../../server/limiter/key-limiter';

export interface LoggedDecision {
  key: string;
  allowed: boolean;
  atMs: number;
}

export function recording(limiter: KeyLimiter, log: LoggedDecision[]): KeyLimiter {
  return {
    kind: limiter.kind,
    async allow(key, quota, windowMs): Promise<LimitDecision> {
      const decision = await limiter.allow(key, quota, windowMs);
      log.push({ key, allowed: decision.allowed, atMs: decision.atMs });
      return decision;
    },
    clear: () => limiter.clear(),
    ping: () => limiter.ping(),
    close: () => limiter.close(),
  };
}

/** Acceptance times in (at - windowMs, at]. */
function inWindow(accepted: number[], at: number, windowMs: number): number[] {
  return accepted.filter((t) => t > at - windowMs && t <= at);
}

/** The most acceptances any rolling window of `windowMs` holds. */
export function mostInAnyWindow(log: LoggedDecision[], windowMs: number): number {
  const accepted = log.filter((d) => d.allowed).map((d) => d.atMs);
  return Math.max(0, ...accepted.map((at) => inWindow(accepted, at, windowMs).length));
}

/**
 * The Retry-After each refusal should carry (null when the refusal was wrong: the window was not
 * full), in the log's order.
 */
export function expectedRetryAfters(
  log: LoggedDecision[],
  quota: number,
  windowMs: number,
): Array<number | null> {
  const accepted = log.filter((d) => d.allowed).map((d) => d.atMs);
  return log
    .filter((d) => !d.allowed)
    .map((refusal) => {
      const window = inWindow(accepted, refusal.atMs, windowMs);
      if (window.length < quota) return null;
      const oldest = Math.min(...window);
      return Math.max(1, Math.ceil((oldest + windowMs - refusal.atMs) / 1000));
    });
}
