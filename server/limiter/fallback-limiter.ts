/**
 * REDIS_FALLBACK=local: while the shared limiter cannot decide, each instance limits on its
 * own (memory-limiter.ts), so the service stays up but N instances allow up to N × the quota.
 * An operator's choice, said in the log once per outage and counted in the metrics; the
 * default (no fallback) answers 503 instead.
 */
import { type KeyLimiter, type LimitDecision, LimiterUnavailableError } from './key-limiter';
import { MemoryLimiter } from './memory-limiter';

export interface FallbackHooks {
  log(line: string): void;
  /** Called once per decision the local limiter took in place of the shared one. */
  countFallback(): void;
}

export class FallbackLimiter implements KeyLimiter {
  readonly kind: string;
  private readonly local = new MemoryLimiter();
  private fallingBack = false;

  constructor(
    private readonly shared: KeyLimiter,
    private readonly hooks: FallbackHooks,
  ) {
    this.kind = `${shared.kind}+local-fallback`;
  }

  async allow(key: string, quota: number, windowMs: number): Promise<LimitDecision> {
    try {
      const decision = await this.shared.allow(key, quota, windowMs);
      if (this.fallingBack) {
        this.fallingBack = false;
        this.hooks.log(`${this.shared.kind} limiter back: the limit is shared again`);
      }
      return decision;
    } catch (error) {
      if (!(error instanceof LimiterUnavailableError)) throw error;
      if (!this.fallingBack) {
        this.fallingBack = true;
        this.hooks.log(
          `${this.shared.kind} limiter unavailable (${error.message}): REDIS_FALLBACK=local, each instance now limits on its own`,
        );
      }
      this.hooks.countFallback();
      return this.local.allow(key, quota, windowMs);
    }
  }

  async clear(): Promise<void> {
    await this.local.clear();
    await this.shared.clear().catch(() => undefined);
  }

  /** Ready even without Redis: the fallback can decide. */
  async ping(): Promise<void> {}

  async close(): Promise<void> {
    await this.shared.close();
  }
}
