/**
 * The cost and the exactness of the shared limit (issue 29, point 6), against a real Redis
 * started here (test/server/support/redis-engine.ts), two instances sharing it and one SQLite
 * file, one run each, measured, never asserted (the measures: shared-limit-measures.ts):
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
 * The same with PostgreSQL in place of SQLite: server-postgres.bench.ts.
 */
import { MemoryLimiter } from '../server/limiter/memory-limiter';
import { RedisLimiter } from '../server/limiter/redis-limiter';
import { startInstances } from '../test/server/support/instances';
import { startRedis } from '../test/server/support/redis-engine';
import {
  type Row,
  THROUGHPUT_REDIS_TIMEOUT_MS,
  burst,
  decisionTimes,
  outage,
  steady,
  throughput,
  throughputRow,
} from './shared-limit-measures';

export const title = 'Reference server: the shared exact limit (embedded vs Redis, two instances)';

export async function run(): Promise<Row[]> {
  const redis = await startRedis();
  try {
    const rows: Row[] = [];
    const unlimited = { quota: 1_000_000, windowMs: 60_000 };
    const embedded = await startInstances(1, unlimited, {});
    const alone = await throughput(embedded, 160, 8).finally(() => embedded.close());
    const shared = await startInstances(2, unlimited, {
      redisUrl: redis.url,
      redisTimeoutMs: THROUGHPUT_REDIS_TIMEOUT_MS,
    });
    const both = await throughput(shared, 160, 8).finally(() => shared.close());
    rows.push(throughputRow('embedded, 1 instance (160 requests, 8 at a time)', alone));
    rows.push(throughputRow('Redis, 2 instances (160 requests, 8 at a time)', both));
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
    rows.push(await burst(redis, {}, 'Redis + SQLite'));
    rows.push(await steady(redis, {}));
    rows.push(await outage(redis, 'stopped', {}));
    rows.push(await outage(redis, 'frozen', {}));
    return rows;
  } finally {
    await redis.close();
  }
}
