// @vitest-environment node
/**
 * The embedded limiter and the route's call to any limiter: exact rolling window per (key,
 * quota, window) on an injected clock; a limiter that cannot decide becomes 503 with
 * Retry-After and is counted; the operations settings read from the environment.
 */
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../server/config';
import { ApiError } from '../../server/core/errors';
import { decideLimit } from '../../server/limiter/decide-limit';
import { type KeyLimiter, LimiterUnavailableError } from '../../server/limiter/key-limiter';
import { MemoryLimiter } from '../../server/limiter/memory-limiter';
import { loadOpsConfig } from '../../server/ops/ops-config';
import { serverMetrics } from '../../server/ops/server-metrics';

describe('MemoryLimiter', () => {
  it('is exact and rolling per key and per quota/window, on the injected clock', async () => {
    let now = 1_000_000;
    const limiter = new MemoryLimiter(() => now);
    const take = async () => (await limiter.allow('k', 2, 1000)).allowed;
    expect([await take(), await take(), await take()]).toEqual([true, true, false]);
    const refused = await limiter.allow('k', 2, 1000);
    expect(refused).toMatchObject({ allowed: false, remaining: 0, resetMs: 1000, atMs: now });
    expect((await limiter.allow('other', 2, 1000)).allowed).toBe(true);
    expect((await limiter.allow('k', 5, 1000)).allowed).toBe(true); // another plan's window
    now += 999;
    expect(await take()).toBe(false);
    now += 1;
    expect(await take()).toBe(true);
    await limiter.clear();
    expect((await limiter.allow('k', 2, 1000)).remaining).toBe(1);
  });
});

describe('decideLimit', () => {
  const failing: KeyLimiter = {
    kind: 'redis',
    allow: () => Promise.reject(new LimiterUnavailableError(new Error('Command timed out'))),
    clear: async () => {},
    ping: async () => {},
    close: async () => {},
  };

  it('turns an unavailable limiter into 503 service_unavailable with Retry-After, counted', async () => {
    const metrics = serverMetrics();
    const error = await decideLimit(failing, metrics, 'k', 30, 60_000).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 503,
      code: 'service_unavailable',
      headers: { 'retry-after': '1' },
    });
    expect((error as Error).message).not.toContain('timed out');
    expect(metrics.limiterDecisions.get({ limiter: 'redis', decision: 'unavailable' })).toBe(1);
  });

  it('passes other errors through and counts allowed and refused decisions', async () => {
    const metrics = serverMetrics();
    const broken: KeyLimiter = { ...failing, allow: () => Promise.reject(new TypeError('bug')) };
    await expect(decideLimit(broken, metrics, 'k', 1, 1000)).rejects.toBeInstanceOf(TypeError);
    const memory = new MemoryLimiter();
    await decideLimit(memory, metrics, 'k', 1, 1000);
    await decideLimit(memory, metrics, 'k', 1, 1000);
    expect(metrics.limiterDecisions.get({ limiter: 'memory', decision: 'allowed' })).toBe(1);
    expect(metrics.limiterDecisions.get({ limiter: 'memory', decision: 'refused' })).toBe(1);
  });
});

describe('loadOpsConfig', () => {
  it('reads the defaults and the settings, and names a wrong one', () => {
    expect(loadOpsConfig({})).toEqual({
      redisFallback: 'refuse',
      redisTimeoutMs: 150,
      metricsHost: '127.0.0.1',
      drainTimeoutMs: 300_000,
    });
    expect(
      loadOpsConfig({
        REDIS_URL: 'redis://127.0.0.1:6379/1',
        REDIS_FALLBACK: 'local',
        REDIS_TIMEOUT_MS: '500',
        METRICS_PORT: '9464',
        DRAIN_TIMEOUT_MS: '1000',
      }),
    ).toMatchObject({
      redisUrl: 'redis://127.0.0.1:6379/1',
      redisFallback: 'local',
      redisTimeoutMs: 500,
      metricsPort: 9464,
      drainTimeoutMs: 1000,
    });
    expect(() => loadOpsConfig({ REDIS_URL: 'http://x' })).toThrow(ConfigError);
    expect(() => loadOpsConfig({ REDIS_FALLBACK: 'maybe' })).toThrow(/REDIS_FALLBACK/u);
    expect(() => loadOpsConfig({ REDIS_TIMEOUT_MS: '0' })).toThrow(/REDIS_TIMEOUT_MS/u);
    expect(() => loadOpsConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/u);
  });
});
