/**
 * The Redis setup every Redis test file repeated: a real Redis (redis-engine.ts) started before
 * the file's tests and stopped after. What it returns stands for that engine, so a test reads
 * `redis.url` or calls `redis.stop()` as before; read it inside tests and hooks, not at the top
 * level (the engine starts in beforeAll). Vitest only: the benches use startRedis() directly.
 *
 *   const redis = redisForFile();
 */
import { afterAll, beforeAll } from 'vitest';
import { type RedisEngine, startRedis } from './redis-engine';

export function redisForFile(): RedisEngine {
  let engine: RedisEngine | undefined;
  beforeAll(async () => {
    engine = await startRedis();
  });
  afterAll(() => engine?.close());
  const started = (): RedisEngine => {
    if (!engine) throw new Error('Redis is not started yet: use it inside a test or hook.');
    return engine;
  };
  return {
    get url() {
      return started().url;
    },
    get port() {
      return started().port;
    },
    freeze: () => started().freeze(),
    thaw: () => started().thaw(),
    stop: () => started().stop(),
    start: () => started().start(),
    close: () => started().close(),
  };
}
