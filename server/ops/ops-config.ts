/**
 * Settings of the shared limiter and of operations, from the environment (kept apart from
 * config.ts, which holds the API's own settings):
 *
 *   REDIS_URL            redis://… : the rolling limit is shared by every instance through this
 *                        Redis (limiter/redis-limiter.ts); unset: in this process's memory
 *   REDIS_FALLBACK       "refuse" (default): Redis unreachable → 503 with Retry-After, nothing
 *                        charged; "local": each instance limits on its own meanwhile (logged)
 *   REDIS_KEY_PREFIX     start of the limiter's Redis keys (default humanizer:rl:), to share one
 *                        Redis between deployments
 *   REDIS_TIMEOUT_MS     longest wait for Redis per decision (default 150, 10–5000)
 *   METRICS_PORT         serve GET /metrics (Prometheus) on this port; unset: not served
 *   METRICS_HOST         address of the metrics port (default 127.0.0.1)
 *   DRAIN_TIMEOUT_MS     on SIGTERM, longest wait for requests in flight (default 300000)
 */
import {
  ConfigError,
  DEFAULT_REDIS_TIMEOUT_MS,
  wholeSetting as whole,
} from '../core/config-basics';
import { DEFAULT_DRAIN_TIMEOUT_MS } from './operations';

export type RedisFallback = 'refuse' | 'local';

export interface OpsConfig {
  redisUrl?: string;
  redisFallback: RedisFallback;
  redisTimeoutMs: number;
  redisKeyPrefix?: string;
  metricsPort?: number;
  metricsHost: string;
  drainTimeoutMs: number;
}

export function loadOpsConfig(env: NodeJS.ProcessEnv = process.env): OpsConfig {
  const redisUrl = env.REDIS_URL?.trim() || undefined;
  if (redisUrl !== undefined && !/^rediss?:\/\//u.test(redisUrl)) {
    throw new ConfigError('REDIS_URL must start with redis:// or rediss://');
  }
  const fallback = env.REDIS_FALLBACK?.trim() || 'refuse';
  if (fallback !== 'refuse' && fallback !== 'local') {
    throw new ConfigError(`REDIS_FALLBACK must be "refuse" or "local"; got "${fallback}"`);
  }
  const config: OpsConfig = {
    redisFallback: fallback,
    redisTimeoutMs:
      whole('REDIS_TIMEOUT_MS', env.REDIS_TIMEOUT_MS, 10, 5000) ?? DEFAULT_REDIS_TIMEOUT_MS,
    metricsHost: env.METRICS_HOST?.trim() || '127.0.0.1',
    drainTimeoutMs:
      whole('DRAIN_TIMEOUT_MS', env.DRAIN_TIMEOUT_MS, 0, 3_600_000) ?? DEFAULT_DRAIN_TIMEOUT_MS,
  };
  if (redisUrl !== undefined) config.redisUrl = redisUrl;
  const keyPrefix = env.REDIS_KEY_PREFIX?.trim();
  if (keyPrefix) {
    if (!/^[\x21-\x7e]{1,64}$/u.test(keyPrefix) || keyPrefix.includes('*')) {
      throw new ConfigError('REDIS_KEY_PREFIX must be 1–64 visible ASCII characters without "*"');
    }
    config.redisKeyPrefix = keyPrefix;
  }
  const metricsPort = whole('METRICS_PORT', env.METRICS_PORT, 0, 65_535);
  if (metricsPort !== undefined) config.metricsPort = metricsPort;
  return config;
}
