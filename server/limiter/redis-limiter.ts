/**
 * The shared exact limiter (REDIS_URL): every instance asks one Redis, through the sliding-log
 * script (sliding-log-script.ts), so a key never gets more than its quota in any rolling window
 * whatever instance each request reaches.
 *
 * Fails fast: no offline queue, no retry of a command, short connect and command timeouts.
 * Redis unreachable or frozen (SIGSTOP) → allow() rejects with LimiterUnavailableError within
 * `timeoutMs` (the route answers 503 with Retry-After), instead of waiting through reconnects
 * as ioredis does by default. The connection is re-made in the background. A command that timed
 * out may still run once a frozen Redis thaws and count an acceptance nobody got: a stall can
 * only lower what gets through, never let more than the quota through.
 *
 * The API key is never stored in Redis: its set is named by a SHA-256 digest of it.
 */
import { createHash, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { DEFAULT_REDIS_TIMEOUT_MS } from '../core/config-basics';
import { type KeyLimiter, type LimitDecision, LimiterUnavailableError } from './key-limiter';
import { SLIDING_LOG_LUA } from './sliding-log-script';

export const DEFAULT_REDIS_KEY_PREFIX = 'humanizer:rl:';

export interface RedisLimiterOptions {
  url: string;
  /** Longest wait for a connection or a decision (default 150 ms). */
  timeoutMs?: number;
  /** Starts every Redis key of this limiter (default humanizer:rl:): deployments or test
   * runs sharing one Redis keep apart, and clear() forgets only these. */
  keyPrefix?: string;
  /** Told when the connection is lost (once per outage) and when it is back. */
  onConnectionChange?: (up: boolean, detail: string) => void;
}

type SlidingLogReply = [number, number, number, number];

interface WithSlidingLog {
  slidingLog(
    key: string,
    quota: number,
    windowMs: number,
    member: string,
  ): Promise<SlidingLogReply>;
}

/** The Redis name of a key's log: never the key itself. */
export function redisKeyOf(
  key: string,
  quota: number,
  windowMs: number,
  prefix = DEFAULT_REDIS_KEY_PREFIX,
): string {
  const digest = createHash('sha256').update(key).digest('hex').slice(0, 32);
  return `${prefix}${quota}/${windowMs}:${digest}`;
}

export class RedisLimiter implements KeyLimiter {
  readonly kind = 'redis';
  private readonly client: Redis & WithSlidingLog;
  private up: boolean | undefined;
  private closed = false;
  private readonly prefix: string;

  constructor(private readonly options: RedisLimiterOptions) {
    const timeoutMs = options.timeoutMs ?? DEFAULT_REDIS_TIMEOUT_MS;
    this.prefix = options.keyPrefix ?? DEFAULT_REDIS_KEY_PREFIX;
    const client = new Redis(options.url, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      autoResendUnfulfilledCommands: false,
      connectTimeout: timeoutMs,
      commandTimeout: timeoutMs,
      // Reconnect in the background, quickly at first, at most every second.
      retryStrategy: (times) => Math.min(50 * times, 1000),
      // A frozen Redis keeps the TCP connection open: detect it by the command timeout.
      keepAlive: 1000,
    });
    client.defineCommand('slidingLog', { numberOfKeys: 1, lua: SLIDING_LOG_LUA });
    client.on('ready', () => this.changed(true, 'connected'));
    client.on('error', (error: Error) => this.changed(false, error.message));
    client.on('end', () => this.changed(false, 'connection closed'));
    this.client = client as Redis & WithSlidingLog;
  }

  /** Connects (call once before use); a Redis down at start is reported, not thrown. */
  async connect(): Promise<void> {
    await this.client.connect().catch((error: unknown) => {
      this.changed(false, error instanceof Error ? error.message : String(error));
    });
  }

  async allow(key: string, quota: number, windowMs: number): Promise<LimitDecision> {
    let reply: SlidingLogReply;
    try {
      reply = await this.client.slidingLog(
        redisKeyOf(key, quota, windowMs, this.prefix),
        quota,
        windowMs,
        randomUUID(),
      );
    } catch (error) {
      throw new LimiterUnavailableError(error);
    }
    const [allowed, remaining, resetUs, nowUs] = reply.map(Number) as SlidingLogReply;
    return {
      allowed: allowed === 1,
      remaining: Math.max(0, remaining),
      resetMs: Math.max(0, resetUs) / 1000,
      atMs: nowUs / 1000,
    };
  }

  async clear(): Promise<void> {
    let cursor = '0';
    do {
      const [next, keys] = await this.client.scan(cursor, 'MATCH', `${this.prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await this.client.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  }

  async ping(): Promise<void> {
    try {
      await this.client.ping();
    } catch (error) {
      throw new LimiterUnavailableError(error);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    this.client.disconnect(false);
  }

  private changed(up: boolean, detail: string): void {
    if (this.closed || this.up === up) return;
    this.up = up;
    this.options.onConnectionChange?.(up, detail);
  }
}
