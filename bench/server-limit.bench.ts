/**
 * The cost and the exactness of the shared limit (issue 29, point 6), against a real Redis
 * started here (test/server/support/redis-engine.ts), one run each, measured, never asserted:
 *   - requests/s and p99 for 1,000-word bodies: one embedded instance vs two instances sharing
 *     Redis (the cost of sharing, as a ratio);
 *   - limiter decision p50/p99 in each mode (direct calls, sequential);
 *   - the most requests accepted in any rolling window for one key when 200 arrive at once across
 *     two instances (30 per 60 s: must be 30), and over 6 s of steady load with a SHORT window
 *     (30 per 2 s, so that the run lasts seconds, not minutes: must be 30);
 *   - the share of Retry-After values that were right (checked against the log of decisions on
 *     Redis's clock: must be all);
 *   - the time to answer with Redis stopped (default 150 ms limiter timeout) and frozen.
 * Exactness runs use a 3 s Redis timeout: they measure the limit, not fail-fast on a busy box.
 */
import { MemoryLimiter } from '../server/limiter/memory-limiter';
import { RedisLimiter } from '../server/limiter/redis-limiter';
import {
  type LoggedDecision,
  expectedRetryAfters,
  mostInAnyWindow,
  recording,
} from '../test/server/support/decision-log';
import { type Instances, startInstances } from '../test/server/support/instances';
import { type RedisEngine, startRedis } from '../test/server/support/redis-engine';

export const title = 'Reference server: the shared exact limit (embedded vs Redis, two instances)';

type Row = Record<string, string | number>;
const THOUSAND_WORDS = {
  text: Array.from({ length: 1000 }, (_, i) => (i % 12 === 11 ? 'Furthermore.' : 'word')).join(' '),
};

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function throughput(instances: Instances, total: number, concurrency: number) {
  const latencies: number[] = [];
  let next = 0;
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const i = next;
        next += 1;
        const t = performance.now();
        const response = await instances.post(i, THOUSAND_WORDS);
        await response.arrayBuffer();
        latencies.push(performance.now() - t);
        if (response.status !== 200) failed += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return {
    rps: total / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    failed,
  };
}

async function decisionTimes(limiter: MemoryLimiter | RedisLimiter, count: number) {
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const t = performance.now();
    await limiter.allow(`bench-key-${i % 50}`, 1_000_000, 60_000);
    times.push(performance.now() - t);
  }
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

async function recordingPair(redis: RedisEngine, log: LoggedDecision[]) {
  const clients = [0, 1].map(() => new RedisLimiter({ url: redis.url, timeoutMs: 3000 }));
  await Promise.all(clients.map((c) => c.connect()));
  return { clients, limiters: clients.map((c) => recording(c, log)) };
}

function rightShare(log: LoggedDecision[], quota: number, windowMs: number, given: number[]) {
  const expected = expectedRetryAfters(log, quota, windowMs);
  const pool = [...expected];
  let right = 0;
  for (const value of given) {
    const at = pool.indexOf(value);
    if (at >= 0) {
      right += 1;
      pool.splice(at, 1);
    }
  }
  return `${right} / ${given.length}`;
}

async function burst(redis: RedisEngine): Promise<Row> {
  const log: LoggedDecision[] = [];
  const { clients, limiters } = await recordingPair(redis, log);
  const instances = await startInstances(2, { quota: 30, windowMs: 60_000 }, {}, limiters);
  try {
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        instances.post(i, { text: 'Hello there.' }, 'other-pro-key'),
      ),
    );
    await Promise.all(responses.map((r) => r.arrayBuffer()));
    const given = responses
      .filter((r) => r.status === 429)
      .map((r) => Number(r.headers.get('retry-after')));
    return {
      measure: '200 at once, 2 instances, quota 30 per 60 s',
      'most accepted in any rolling window': mostInAnyWindow(log, 60_000),
      'Retry-After right': rightShare(log, 30, 60_000, given),
    };
  } finally {
    await instances.close();
    await Promise.all(clients.map((c) => c.close()));
  }
}

async function steady(redis: RedisEngine): Promise<Row> {
  const log: LoggedDecision[] = [];
  const { clients, limiters } = await recordingPair(redis, log);
  const instances = await startInstances(2, { quota: 30, windowMs: 2000 }, {}, limiters);
  const given: number[] = [];
  try {
    const end = Date.now() + 6000;
    await Promise.all(
      Array.from({ length: 8 }, async (_, worker) => {
        while (Date.now() < end) {
          const response = await instances.post(worker, { text: 'Hello there.' });
          await response.arrayBuffer();
          if (response.status === 429) given.push(Number(response.headers.get('retry-after')));
        }
      }),
    );
    return {
      measure: '6 s steady load, 2 instances, quota 30 per 2 s (short window)',
      'most accepted in any rolling window': mostInAnyWindow(log, 2000),
      'Retry-After right': rightShare(log, 30, 2000, given),
    };
  } finally {
    await instances.close();
    await Promise.all(clients.map((c) => c.close()));
  }
}

async function outage(redis: RedisEngine, how: 'stopped' | 'frozen'): Promise<Row> {
  const instances = await startInstances(
    2,
    { quota: 1_000_000, windowMs: 60_000 },
    { redisUrl: redis.url },
  );
  const times: number[] = [];
  const statuses = new Set<number>();
  try {
    await (await instances.post(0, { text: 'warm up' })).arrayBuffer();
    if (how === 'stopped') await redis.stop();
    else redis.freeze();
    for (let i = 0; i < 20; i += 1) {
      const t = performance.now();
      const response = await instances.post(i, { text: 'Hello there.' });
      await response.arrayBuffer();
      times.push(performance.now() - t);
      statuses.add(response.status);
    }
  } finally {
    redis.thaw();
    await redis.start();
    await instances.close();
  }
  return {
    measure: `time to answer with Redis ${how} (20 requests)`,
    status: [...statuses].join(', '),
    'p50, ms': Math.round(percentile(times, 50)),
    'max, ms': Math.round(Math.max(...times)),
  };
}

export async function run(): Promise<Row[]> {
  const redis = await startRedis();
  try {
    const rows: Row[] = [];
    const embedded = await startInstances(1, { quota: 1_000_000, windowMs: 60_000 }, {});
    const alone = await throughput(embedded, 160, 8).finally(() => embedded.close());
    const shared = await startInstances(
      2,
      { quota: 1_000_000, windowMs: 60_000 },
      { redisUrl: redis.url },
    );
    const both = await throughput(shared, 160, 8).finally(() => shared.close());
    for (const [mode, r] of [
      ['embedded, 1 instance', alone],
      ['Redis, 2 instances', both],
    ] as const) {
      rows.push({
        measure: `1,000-word bodies, ${mode} (160 requests, 8 at a time)`,
        'requests/s': Math.round(r.rps),
        'p50, ms': Math.round(r.p50),
        'p99, ms': Math.round(r.p99),
        'not 200': r.failed,
      });
    }
    rows.push({ measure: 'requests/s ratio Redis ÷ embedded', ratio: both.rps / alone.rps });
    const memory = await decisionTimes(new MemoryLimiter(), 5000);
    const redisLimiter = new RedisLimiter({ url: redis.url });
    await redisLimiter.connect();
    const remote = await decisionTimes(redisLimiter, 2000).finally(() => redisLimiter.close());
    rows.push({
      measure: 'limiter decision, memory (5,000)',
      'p50, ms': memory.p50,
      'p99, ms': memory.p99,
    });
    rows.push({
      measure: 'limiter decision, Redis (2,000)',
      'p50, ms': remote.p50,
      'p99, ms': remote.p99,
    });
    rows.push(await burst(redis));
    rows.push(await steady(redis));
    rows.push(await outage(redis, 'stopped'));
    rows.push(await outage(redis, 'frozen'));
    return rows;
  } finally {
    await redis.close();
  }
}
