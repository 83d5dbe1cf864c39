// @vitest-environment node
/**
 * Two instances sharing one real Redis (issue 29, points 1 and 7): a burst of 200 requests for
 * one key across both gets exactly the quota, every Retry-After is right (checked against the
 * log of decisions on Redis's clock), and a refused client that waits its Retry-After is
 * served. Redis stopped mid-load: 503 with Retry-After, nothing served unlimited, /readyz 503;
 * restarted: served again. REDIS_FALLBACK=local: served by the local limiter meanwhile, logged
 * and counted.
 */
import { describe, expect, it } from 'vitest';
import { type LoggedDecision, expectedRetryAfters, mostInAnyWindow } from './support/decision-log';
import { recordingLimiters, startInstances } from './support/instances';
import { redisForFile } from './support/redis-for-file';

const redis = redisForFile();

const valid = { text: 'Furthermore, we utilize robust tooling.' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('two instances sharing Redis', () => {
  it('200 requests at once for one key: exactly the quota accepted, every Retry-After right', async () => {
    const log: LoggedDecision[] = [];
    const { clients, limiters } = await recordingLimiters(redis.url, log);
    const instances = await startInstances(2, { quota: 30, windowMs: 60_000 }, {}, limiters);
    try {
      const responses = await Promise.all(
        Array.from({ length: 200 }, (_, i) => instances.post(i, valid)),
      );
      const statuses = responses.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(30);
      expect(statuses.filter((s) => s === 429)).toHaveLength(170);
      // Both instances served some of the 30.
      const served = responses.map((r, i) => (r.status === 200 ? i % 2 : -1));
      expect(new Set(served.filter((s) => s >= 0)).size).toBe(2);
      expect(mostInAnyWindow(log, 60_000)).toBe(30);
      const expected = expectedRetryAfters(log, 30, 60_000);
      expect(expected).not.toContain(null);
      const given = responses
        .filter((r) => r.status === 429)
        .map((r) => Number(r.headers.get('retry-after')));
      expect(given.sort()).toEqual([...(expected as number[])].sort());
      await Promise.all(responses.map((r) => r.arrayBuffer()));
    } finally {
      await instances.close();
      await Promise.all(clients.map((c) => c.close()));
    }
  });

  it('stays exact over several rolling windows, and a client waiting its Retry-After is served', async () => {
    const log: LoggedDecision[] = [];
    const { clients, limiters } = await recordingLimiters(redis.url, log);
    const quota = 5;
    const windowMs = 1000;
    const instances = await startInstances(2, { quota, windowMs }, {}, limiters);
    try {
      const retryAfters: number[] = [];
      const end = Date.now() + 3000;
      await Promise.all(
        Array.from({ length: 6 }, async (_, worker) => {
          while (Date.now() < end) {
            const response = await instances.post(worker, valid);
            await response.arrayBuffer();
            if (response.status === 429)
              retryAfters.push(Number(response.headers.get('retry-after')));
            else expect(response.status).toBe(200);
          }
        }),
      );
      expect(mostInAnyWindow(log, windowMs)).toBe(quota);
      const expected = expectedRetryAfters(log, quota, windowMs);
      expect(expected).not.toContain(null);
      expect(retryAfters.sort()).toEqual([...(expected as number[])].sort());
      // Quiet now: a refused request's Retry-After is enough to be served.
      let refused = await instances.post(0, valid);
      for (let i = 0; i < quota && refused.status === 200; i += 1) {
        await refused.arrayBuffer();
        refused = await instances.post(i, valid);
      }
      expect(refused.status).toBe(429);
      await sleep(Number(refused.headers.get('retry-after')) * 1000);
      expect((await instances.post(1, valid)).status).toBe(200);
    } finally {
      await instances.close();
      await Promise.all(clients.map((c) => c.close()));
    }
  }, 20_000);

  it('Redis stopped mid-load: 503 with Retry-After and /readyz 503; restarted: served again', async () => {
    const instances = await startInstances(
      2,
      { quota: 1000, windowMs: 60_000 },
      // 1 s timeout: a stopped Redis fails at once anyway; a loaded CI box must not time out.
      { redisUrl: redis.url, redisTimeoutMs: 1000 },
    );
    const origin = (i: number) => instances.servers[i]!.baseUrl.replace(/\/v1$/u, '');
    try {
      const before = await Promise.all([0, 1].map((i) => instances.post(i, valid)));
      expect(before.map((r) => r.status)).toEqual([200, 200]);
      expect((await fetch(`${origin(0)}/readyz`)).status).toBe(200);
      // Load on both instances all along, through the stop and the restart.
      const background: Array<{ status: number; retryAfter: string | null }> = [];
      let loading = true;
      const load = Promise.all(
        [0, 1, 2, 3].map(async (worker) => {
          while (loading) {
            const response = await instances.post(worker, valid);
            await response.arrayBuffer();
            background.push({
              status: response.status,
              retryAfter: response.headers.get('retry-after'),
            });
          }
        }),
      );
      await sleep(300);
      await redis.stop();
      const during = await Promise.all(
        Array.from({ length: 20 }, async (_, i) => {
          const started = performance.now();
          const response = await instances.post(i, valid);
          return { response, ms: performance.now() - started };
        }),
      );
      for (const { response, ms } of during) {
        expect(response.status).toBe(503);
        expect(response.headers.get('retry-after')).toBe('1');
        expect(response.headers.get('ratelimit')).toBeNull();
        const body = (await response.json()) as { error: { code: string }; words_charged?: number };
        expect(body.error.code).toBe('service_unavailable');
        expect(body.words_charged).toBeUndefined();
        // 150 ms limiter timeout; a generous bound on a loaded machine (bench: the real time).
        expect(ms).toBeLessThan(2000);
      }
      const ready = await fetch(`${origin(1)}/readyz`);
      expect(ready.status).toBe(503);
      expect(((await ready.json()) as { checks: Record<string, string> }).checks.redis).not.toBe(
        'ok',
      );
      expect((await fetch(`${origin(1)}/livez`)).status).toBe(200);
      await redis.start();
      let statuses: number[] = [];
      for (let attempt = 0; attempt < 50; attempt += 1) {
        statuses = (await Promise.all([0, 1].map((i) => instances.post(i, valid)))).map(
          (r) => r.status,
        );
        if (statuses.every((s) => s === 200)) break;
        await sleep(100);
      }
      expect(statuses).toEqual([200, 200]);
      expect((await fetch(`${origin(0)}/readyz`)).status).toBe(200);
      const restartedAt = background.length;
      await sleep(300);
      loading = false;
      await load;
      // Only answers of the limit's two kinds; every 503 says when to retry; served after.
      expect(background.filter((r) => r.status !== 200 && r.status !== 503)).toEqual([]);
      expect(background.filter((r) => r.status === 503).length).toBeGreaterThan(0);
      expect(background.filter((r) => r.status === 503 && r.retryAfter !== '1')).toEqual([]);
      expect(background.slice(restartedAt).some((r) => r.status === 200)).toBe(true);
    } finally {
      await redis.start();
      await instances.close();
    }
  }, 30_000);

  it("REDIS_FALLBACK=local: served by each instance's own limiter while Redis is down, logged", async () => {
    const lines: string[] = [];
    const instances = await startInstances(
      1,
      { quota: 3, windowMs: 60_000 },
      { redisUrl: redis.url, redisFallback: 'local', redisTimeoutMs: 100 },
      [],
      (line) => lines.push(line),
    );
    try {
      await redis.stop();
      const statuses = [];
      for (let i = 0; i < 4; i += 1)
        statuses.push((await instances.post(0, valid, 'other-pro-key')).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect(lines.filter((l) => l.includes('REDIS_FALLBACK=local'))).toHaveLength(1);
      expect(
        (await fetch(`${instances.servers[0]!.baseUrl.replace(/\/v1$/u, '')}/readyz`)).status,
      ).toBe(200);
      const metrics = instances.servers[0]!.operations.metrics;
      expect(metrics.fallbacks.get({ what: 'local_limiter' })).toBe(4);
    } finally {
      await redis.start();
      await instances.close();
    }
  }, 30_000);
});
