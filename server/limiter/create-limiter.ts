/**
 * Chooses the limiter from the operations settings: memory without REDIS_URL; Redis with it,
 * wrapped in the local fallback when REDIS_FALLBACK=local. Redis's state goes to the log (lost,
 * back) and, without a fallback, to /readyz: an instance that would answer 503 leaves the pool.
 */
import type { OpsConfig } from '../ops/ops-config';
import type { Operations } from '../ops/operations';
import { FallbackLimiter } from './fallback-limiter';
import type { KeyLimiter } from './key-limiter';
import { MemoryLimiter } from './memory-limiter';
import { RedisLimiter } from './redis-limiter';

export async function createKeyLimiter(
  config: Pick<OpsConfig, 'redisUrl' | 'redisFallback' | 'redisTimeoutMs' | 'redisKeyPrefix'>,
  ops: Operations,
  log: (line: string) => void = () => {},
): Promise<KeyLimiter> {
  if (config.redisUrl === undefined) return new MemoryLimiter();
  const redis = new RedisLimiter({
    url: config.redisUrl,
    timeoutMs: config.redisTimeoutMs,
    ...(config.redisKeyPrefix === undefined ? {} : { keyPrefix: config.redisKeyPrefix }),
    onConnectionChange: (up, detail) =>
      log(
        JSON.stringify({
          time: new Date().toISOString(),
          level: up ? 'info' : 'warn',
          msg: up ? 'redis connected' : 'redis unavailable',
          detail,
        }),
      ),
  });
  await redis.connect();
  if (config.redisFallback === 'local') {
    return new FallbackLimiter(redis, {
      log: (line) =>
        log(JSON.stringify({ time: new Date().toISOString(), level: 'warn', msg: line })),
      countFallback: () => ops.metrics.fallbacks.inc({ what: 'local_limiter' }),
    });
  }
  ops.readiness.register('redis', () => redis.ping());
  return redis;
}
