/**
 * The measures of the shared exact limit (issue 29, point 6), one function each, for the two
 * benches that take them in their own deployment: server-limit.bench.ts (two instances sharing
 * Redis and one SQLite file) and server-postgres.bench.ts (Redis and PostgreSQL, the scaled-out
 * deployment). `database` is the instances' database config ({} for a temporary SQLite file).
 * Measured, never asserted.
 */
import type { ServerConfig } from '../server/config';
import type { KeyLimiter } from '../server/limiter/key-limiter';
import {
  type LoggedDecision,
  expectedRetryAfters,
  mostInAnyWindow,
} from '../test/server/support/decision-log';
import {
  type Instances,
  recordingLimiters,
  startInstances,
} from '../test/server/support/instances';
import type { RedisEngine } from '../test/server/support/redis-engine';

export type Row = Record<string, string | number>;
type Database = Partial<ServerConfig>;

const THOUSAND_WORDS = {
  text: Array.from({ length: 1000 }, (_, i) => (i % 12 === 11 ? 'Furthermore.' : 'word')).join(' '),
};

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/**
 * The limiter timeout of the throughput runs: they measure the cost of sharing, not failing
 * fast, and on a loaded 2-core box a Redis answer can take longer than the 150 ms default
 * (REDIS_TIMEOUT_MS: "raise it on a loaded host"); the outage rows keep the default.
 */
export const THROUGHPUT_REDIS_TIMEOUT_MS = 2000;

/**
 * `total` 1,000-word requests, `concurrency` at a time, spread over the instances, after
 * `concurrency` untimed ones (the first mode measured would otherwise pay the engine's
 * warm-up alone, and the second would look faster than it is).
 */
export async function throughput(instances: Instances, total: number, concurrency: number) {
  await Promise.all(
    Array.from({ length: concurrency }, async (_, i) => {
      await (await instances.post(i, THOUSAND_WORDS)).arrayBuffer();
    }),
  );
  const latencies: number[] = [];
  let next = 0;
  const others = new Map<number, number>();
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
        if (response.status !== 200)
          others.set(response.status, (others.get(response.status) ?? 0) + 1);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const failed = [...others.values()].reduce((a, b) => a + b, 0);
  return {
    // Answers other than 200 (a 503 is fast) would flatter the rate: only 200s count.
    rps: (total - failed) / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    failed: [...others].map(([status, count]) => `${count} × ${status}`).join(', ') || 0,
  };
}

/** The row of one throughput result. */
export function throughputRow(mode: string, r: Awaited<ReturnType<typeof throughput>>): Row {
  return {
    measure: `1,000-word bodies, ${mode}`,
    'requests/s': Math.round(r.rps),
    'p50, ms': Math.round(r.p50),
    'p99, ms': Math.round(r.p99),
    'not 200': r.failed,
  };
}

/** p50 and p99 of `count` sequential decisions, in ms. */
export async function decisionTimes(limiter: KeyLimiter, count: number) {
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const t = performance.now();
    await limiter.allow(`bench-key-${i % 50}`, 1_000_000, 60_000);
    times.push(performance.now() - t);
  }
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

/** "right / given": the Retry-After values that match the log's, each used once. */
export function rightShare(
  log: LoggedDecision[],
  quota: number,
  windowMs: number,
  given: number[],
) {
  const pool = [...expectedRetryAfters(log, quota, windowMs)];
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

/** 200 requests at once for one key across two instances, quota 30 per 60 s. */
export async function burst(redis: RedisEngine, database: Database, label: string): Promise<Row> {
  const log: LoggedDecision[] = [];
  const { clients, limiters } = await recordingLimiters(redis.url, log);
  const config = { quota: 30, windowMs: 60_000, ...database };
  const instances = await startInstances(2, config, {}, limiters);
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
      measure: `200 at once, 2 instances (${label}), quota 30 per 60 s`,
      accepted: responses.filter((r) => r.status === 200).length,
      'most accepted in any rolling window': mostInAnyWindow(log, 60_000),
      'Retry-After right': rightShare(log, 30, 60_000, given),
    };
  } finally {
    await instances.close();
    await Promise.all(clients.map((c) => c.close()));
  }
}

/** 6 s of steady load, 8 workers, quota 30 per 2 s (a short window: seconds, not minutes). */
export async function steady(redis: RedisEngine, database: Database): Promise<Row> {
  const log: LoggedDecision[] = [];
  const { clients, limiters } = await recordingLimiters(redis.url, log);
  const config = { quota: 30, windowMs: 2000, ...database };
  const instances = await startInstances(2, config, {}, limiters);
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

/** 20 requests, one after another, with Redis stopped or frozen (default limiter timeout). */
export async function outage(
  redis: RedisEngine,
  how: 'stopped' | 'frozen',
  database: Database,
): Promise<Row> {
  const config = { quota: 1_000_000, windowMs: 60_000, ...database };
  const instances = await startInstances(2, config, { redisUrl: redis.url });
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
    'p99, ms': Math.round(percentile(times, 99)),
    'max, ms': Math.round(Math.max(...times)),
  };
}
