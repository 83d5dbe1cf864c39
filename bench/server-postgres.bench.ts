/**
 * The scaled-out deployment measured (issue 29, point 6): two instances sharing a real Redis
 * (the limiter) and a real PostgreSQL 15 (keys, ledger), both started here on loopback ports
 * (test/server/support/redis-engine.ts, postgres-engine.ts) and stopped after, against one
 * embedded instance (memory limiter, SQLite). One run, measured, never asserted:
 *   - requests/s and p50/p99 for 1,000-word bodies in each mode, and the ratio (the cost of
 *     sharing);
 *   - limiter decision p50/p99 in each mode (memory; Redis), direct calls, sequential;
 *   - 200 requests at once for one key across the two instances, quota 30 per 60 s: the most
 *     accepted in any rolling 60 s (must be 30) and the share of right Retry-After values
 *     (checked against the log of decisions on Redis's clock: must be all);
 *   - the time to answer with Redis stopped (default 150 ms limiter timeout; budget 200 ms).
 * Each part gets a new PostgreSQL schema, so no part sees another's keys or charges.
 */
import { MemoryLimiter } from '../server/limiter/memory-limiter';
import { RedisLimiter } from '../server/limiter/redis-limiter';
import { startInstances } from '../test/server/support/instances';
import { startPostgres } from '../test/server/support/postgres-engine';
import { startRedis } from '../test/server/support/redis-engine';
import {
  type Row,
  THROUGHPUT_REDIS_TIMEOUT_MS,
  burst,
  decisionTimes,
  outage,
  throughput,
  throughputRow,
} from './shared-limit-measures';

export const title =
  'Reference server: embedded vs two instances on Redis + PostgreSQL (the scaled-out deployment)';

export async function run(): Promise<Row[]> {
  const [redis, postgres] = await Promise.all([startRedis(), startPostgres()]);
  const onPostgres = async () => ({ databaseUrl: await postgres.freshSchemaUrl() });
  try {
    const rows: Row[] = [];
    const unlimited = { quota: 1_000_000, windowMs: 60_000 };
    const embedded = await startInstances(1, unlimited, {});
    const alone = await throughput(embedded, 160, 8).finally(() => embedded.close());
    const shared = await startInstances(
      2,
      { ...unlimited, ...(await onPostgres()) },
      { redisUrl: redis.url, redisTimeoutMs: THROUGHPUT_REDIS_TIMEOUT_MS },
    );
    const both = await throughput(shared, 160, 8).finally(() => shared.close());
    rows.push(throughputRow('embedded (SQLite, memory limiter), 1 instance', alone));
    rows.push(throughputRow('Redis + PostgreSQL, 2 instances', both));
    rows.push({
      measure: 'requests/s ratio Redis + PostgreSQL ÷ embedded (160 requests, 8 at a time)',
      ratio: both.rps / alone.rps,
    });
    const memory = await decisionTimes(new MemoryLimiter(), 5000);
    const redisLimiter = new RedisLimiter({ url: redis.url });
    await redisLimiter.connect();
    const remote = await decisionTimes(redisLimiter, 2000).finally(() => redisLimiter.close());
    rows.push({ measure: 'limiter decision, embedded: memory (5,000)', ...ms(memory) });
    rows.push({ measure: 'limiter decision, shared: Redis (2,000)', ...ms(remote) });
    rows.push(await burst(redis, await onPostgres(), 'Redis + PostgreSQL'));
    rows.push(await outage(redis, 'stopped', await onPostgres()));
    return rows;
  } finally {
    await Promise.all([redis.close(), postgres.stop()]);
  }
}

function ms(times: { p50: number; p99: number }): Row {
  return { 'p50, ms': times.p50, 'p99, ms': times.p99 };
}
