// @vitest-environment node
/**
 * The shared limiter against a real Redis (support/redis-engine.ts): exact under concurrency
 * from two clients, rolling, keys never stored in clear, and failing fast when Redis is frozen
 * or stopped (then working again), or falling back to the local limiter when told to.
 */
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { FallbackLimiter } from '../../server/limiter/fallback-limiter';
import { LimiterUnavailableError } from '../../server/limiter/key-limiter';
import { RedisLimiter } from '../../server/limiter/redis-limiter';
import {
  type LoggedDecision,
  expectedRetryAfters,
  mostInAnyWindow,
  recording,
} from './support/decision-log';
import { redisForFile } from './support/redis-for-file';

const redis = redisForFile();

/**
 * A limiter on `url`. Tests of what it decides get a generous command timeout: a busy machine
 * (CI running browsers beside it) took a Redis answer past 150 ms once; the tests of a slow or
 * frozen Redis pass their own short one.
 */
async function limiterFor(url: string, timeoutMs = 2000): Promise<RedisLimiter> {
  const limiter = new RedisLimiter({ url, timeoutMs });
  await limiter.connect();
  return limiter;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once `limiter` decides again (Redis back and reconnected). */
async function until(limiter: RedisLimiter, key: string): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    try {
      await limiter.allow(key, 1000, 1000);
      return;
    } catch {
      await sleep(100);
    }
  }
  throw new Error('the limiter never came back');
}

describe('RedisLimiter', () => {
  it('lets exactly the quota through when two clients ask at once, with the right reset', async () => {
    const log: LoggedDecision[] = [];
    const a = await limiterFor(redis.url);
    const b = await limiterFor(redis.url);
    try {
      const limiters = [recording(a, log), recording(b, log)];
      const decisions = await Promise.all(
        Array.from({ length: 60 }, (_, i) => limiters[i % 2]!.allow('key-exact', 7, 60_000)),
      );
      expect(decisions.filter((d) => d.allowed)).toHaveLength(7);
      expect(
        decisions
          .filter((d) => d.allowed)
          .map((d) => d.remaining)
          .sort(),
      ).toEqual([0, 1, 2, 3, 4, 5, 6]);
      for (const refused of decisions.filter((d) => !d.allowed)) {
        expect(refused.remaining).toBe(0);
        expect(refused.resetMs).toBeGreaterThan(50_000);
        expect(refused.resetMs).toBeLessThanOrEqual(60_000);
      }
      const expected = expectedRetryAfters(log, 7, 60_000);
      expect(expected).not.toContain(null);
      const given = decisions.filter((d) => !d.allowed).map((d) => Math.ceil(d.resetMs / 1000));
      expect(given.sort()).toEqual([...expected].sort());
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('is a rolling window on Redis time: never more than the quota in any window', async () => {
    const log: LoggedDecision[] = [];
    const a = await limiterFor(redis.url);
    const b = await limiterFor(redis.url);
    try {
      const limiters = [recording(a, log), recording(b, log)];
      const until = Date.now() + 2500;
      await Promise.all(
        Array.from({ length: 6 }, async (_, worker) => {
          while (Date.now() < until) {
            await limiters[worker % 2]!.allow('key-rolling', 5, 500);
            await sleep(5);
          }
        }),
      );
      expect(mostInAnyWindow(log, 500)).toBe(5);
      expect(log.filter((d) => d.allowed).length).toBeGreaterThanOrEqual(15);
      expect(expectedRetryAfters(log, 5, 500)).not.toContain(null);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('keeps each key apart and never stores an API key in Redis', async () => {
    const limiter = await limiterFor(redis.url);
    const inspector = new Redis(redis.url);
    try {
      expect((await limiter.allow('sk-secret-one', 1, 60_000)).allowed).toBe(true);
      expect((await limiter.allow('sk-secret-one', 1, 60_000)).allowed).toBe(false);
      expect((await limiter.allow('sk-secret-two', 1, 60_000)).allowed).toBe(true);
      const names = await inspector.keys('*');
      expect(names.length).toBeGreaterThan(0);
      expect(names.join(' ')).not.toContain('sk-secret');
      await limiter.clear();
      expect((await limiter.allow('sk-secret-one', 1, 60_000)).allowed).toBe(true);
    } finally {
      inspector.disconnect();
      await limiter.close();
    }
  });

  it('fails fast while Redis is frozen, and decides again once it thaws', async () => {
    const limiter = await limiterFor(redis.url, 150);
    try {
      await limiter.allow('key-freeze', 100, 60_000);
      redis.freeze();
      const started = performance.now();
      const error = await limiter.allow('key-freeze', 100, 60_000).catch((e: unknown) => e);
      const waited = performance.now() - started;
      expect(error).toBeInstanceOf(LimiterUnavailableError);
      // 150 ms timeout; generous bound for a loaded machine (the bench measures the real time).
      expect(waited).toBeLessThan(1500);
      await expect(limiter.ping()).rejects.toBeInstanceOf(LimiterUnavailableError);
      redis.thaw();
      await until(limiter, 'key-freeze');
    } finally {
      redis.thaw();
      await limiter.close();
    }
  });

  it('fails fast while Redis is stopped, and decides again once it is back', async () => {
    const limiter = await limiterFor(redis.url, 150);
    try {
      await redis.stop();
      for (let i = 0; i < 3; i += 1) {
        const started = performance.now();
        await expect(limiter.allow('key-stop', 100, 60_000)).rejects.toBeInstanceOf(
          LimiterUnavailableError,
        );
        expect(performance.now() - started).toBeLessThan(1500);
      }
      await redis.start();
      await until(limiter, 'key-stop');
    } finally {
      await redis.start();
      await limiter.close();
    }
  }, 30_000);

  it('with the local fallback, keeps deciding while Redis is down and says so once', async () => {
    const lines: string[] = [];
    let fallbacks = 0;
    const shared = await limiterFor(redis.url, 100);
    const limiter = new FallbackLimiter(shared, {
      log: (line) => lines.push(line),
      countFallback: () => (fallbacks += 1),
    });
    try {
      expect((await limiter.allow('key-fallback', 2, 60_000)).allowed).toBe(true);
      redis.freeze();
      // The local limiter knows nothing of the shared one: its own full quota, then refusals.
      const local = [];
      for (let i = 0; i < 3; i += 1)
        local.push((await limiter.allow('key-fallback', 2, 60_000)).allowed);
      expect(local, lines.join('\n')).toEqual([true, true, false]);
      expect(fallbacks).toBe(3);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/REDIS_FALLBACK=local/u);
      redis.thaw();
      for (let i = 0; i < 50 && lines.length < 2; i += 1) {
        await limiter.allow('key-other', 1000, 1000);
        await sleep(100);
      }
      expect(lines[1]).toMatch(/back/u);
      // Shared again. (A command that timed out while Redis was frozen may still run once it
      // thaws and count: a stall can only lower what gets through, never raise it.)
      const fallbacksBefore = fallbacks;
      const after = [];
      for (let i = 0; i < 3; i += 1)
        after.push((await limiter.allow('key-after', 2, 60_000)).allowed);
      expect(after).toEqual([true, true, false]);
      expect(fallbacks).toBe(fallbacksBefore);
    } finally {
      redis.thaw();
      await limiter.close();
    }
  }, 30_000);
});
