/**
 * Test doubles for the queue engine: in-memory storage cells that outlive an engine (a
 * worker restart keeps storage), and a strict fake API on fake timers that refuses with
 * 429 whenever N requests were accepted in the W ms before, like the reference server.
 */
import { vi } from 'vitest';
import { callHumanize } from '@/lib/api/client';
import { englishMessages } from '@/lib/i18n/english-messages';
import { QueueEngine } from '@/lib/queue/engine';
import type { QueueConfig, QueueDeps } from '@/lib/queue/engine-deps';
import type { StoredHistoryEntry } from '@/lib/queue/history';
import type { JobView } from '@/lib/model/job-view';
import type { PersistedQueue } from '@/lib/queue/persisted-queue';
import { queueFromItems } from '@/lib/queue/stored-texts';
import type { UsageLedger } from '@/lib/queue/usage-ledger';
import { buildViews } from '@/lib/queue/views';
import { countWords } from '@/lib/text/word-count';
import { memoryArea, type MemoryArea } from './memory-area';

export { memoryArea, type MemoryArea };

/**
 * Storage that outlives an engine (a worker restart keeps it): the state area, and the text
 * area (the same one, as in Chrome, unless `separateTexts`, as in Firefox). The getters read
 * it back as the popup would: the whole queue, every job's view, the history and the ledger.
 */
export class Stored {
  readonly state: MemoryArea;
  readonly texts: MemoryArea;
  /** The window the queue plans with (createHarness sets the config's). */
  limits = { max: 30, windowMs: 60_000 };

  constructor(options: { separateTexts?: boolean; initial?: Record<string, unknown> } = {}) {
    this.state = memoryArea(options.initial);
    this.texts = options.separateTexts ? memoryArea() : this.state;
  }

  get areas(): QueueDeps['storage'] {
    return { state: this.state, texts: this.texts };
  }

  /** Every item of both areas. */
  get all(): Record<string, unknown> {
    return { ...this.texts.value, ...this.state.value };
  }

  get queue(): { value: PersistedQueue } {
    return { value: queueFromItems(this.state.value, this.texts.value) };
  }

  get jobs(): { value: JobView[] } {
    return { value: buildViews(this.queue.value, this.limits, Date.now()) };
  }

  get history(): { value: StoredHistoryEntry[] } {
    return { value: (this.state.value.history as StoredHistoryEntry[] | undefined) ?? [] };
  }

  get usage(): { value: UsageLedger } {
    const usage = this.state.value.usage as UsageLedger | undefined;
    return { value: usage ?? { days: {}, months: {}, total: 0 } };
  }
}

export const newStore = (options?: ConstructorParameters<typeof Stored>[0]) => new Stored(options);

export interface ServerRequest {
  at: number;
  text: string;
  key: string;
  status: number;
  /** The request's Idempotency-Key header, when it had one. */
  idempotencyKey?: string;
}

type Reply = { status: number; body?: unknown; headers?: Record<string, string> } | 'network';

export class FakeApi {
  requests: ServerRequest[] = [];
  /** Overrides the normal answer for a request (return undefined to answer normally). */
  override?: (text: string, index: number) => Reply | undefined;
  latency: () => number = () => 100;
  keys = new Set(['good-key']);
  /** Sends draft RateLimit headers on success. */
  rateHeaders = false;

  constructor(
    public quota = 30,
    public windowMs = 60_000,
  ) {}

  accepted(now: number): number {
    return this.requests.filter(
      (r) => r.status !== 429 && r.status !== 401 && r.at > now - this.windowMs,
    ).length;
  }

  private answer(text: string, key: string): Reply {
    const now = Date.now();
    const override = this.override?.(text, this.requests.length);
    if (override) return override;
    if (!this.keys.has(key)) return { status: 401, body: { error: { code: 'unauthorized' } } };
    const used = this.accepted(now);
    if (used >= this.quota) {
      return {
        status: 429,
        body: { error: { code: 'rate_limited' } },
        headers: { 'retry-after': '1' },
      };
    }
    const words = countWords(text);
    if (words === 0)
      return { status: 422, body: { error: { code: 'invalid_body', message: 'No words.' } } };
    const headers: Record<string, string> = this.rateHeaders
      ? { ratelimit: `"pro";r=${this.quota - used - 1};t=${Math.ceil(this.windowMs / 1000)}` }
      : {};
    return {
      status: 200,
      body: {
        humanized_text: text.toUpperCase(),
        word_count: words,
        words_charged: Math.max(words, 5),
      },
      headers,
    };
  }

  fetch: typeof fetch = async (_input, init) => {
    const text = (JSON.parse(String(init?.body)) as { text: string }).text;
    const key = String((init?.headers as Record<string, string>).authorization).replace(
      /^Bearer /,
      '',
    );
    const idempotencyKey = (init?.headers as Record<string, string>)['idempotency-key'];
    const reply = this.answer(text, key);
    this.requests.push({
      at: Date.now(),
      text,
      key,
      status: reply === 'network' ? 0 : reply.status,
      ...(idempotencyKey !== undefined && { idempotencyKey }),
    });
    await new Promise((r) => setTimeout(r, this.latency()));
    if (reply === 'network') throw new TypeError('Failed to fetch');
    return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), {
      status: reply.status,
      headers: reply.headers,
    });
  };
}

export interface Harness {
  store: Stored;
  api: FakeApi;
  config: QueueConfig;
  engine: QueueEngine;
  /** Kills the engine (a worker death) and starts a new one on the same storage. */
  restart(): Promise<QueueEngine>;
  alarms: Array<number | undefined>;
}

export async function createHarness(
  options: Partial<QueueConfig> & {
    api?: FakeApi;
    keepAlive?: QueueDeps['keepAlive'];
    onStorageProblem?: QueueDeps['onStorageProblem'];
    checkRewrite?: QueueDeps['checkRewrite'];
    /** Storage as a previous version left it (a restart then finds it). */
    store?: Stored;
  } = {},
) {
  const {
    api = new FakeApi(),
    keepAlive,
    onStorageProblem,
    checkRewrite,
    store = newStore(),
    ...rest
  } = options;
  const config: QueueConfig = {
    baseUrl: 'https://api.test/v1',
    apiKey: 'good-key',
    maxRequests: 30,
    windowMs: 60_000,
    historyEnabled: true,
    ...rest,
  };
  store.limits = { max: config.maxRequests, windowMs: config.windowMs };
  const alarms: Array<number | undefined> = [];
  let ids = 0;
  const deps = (): QueueDeps => ({
    storage: store.areas,
    readConfig: async () => ({ ...config }),
    send: (call) =>
      callHumanize(call, {
        fetch: api.fetch,
        now: Date.now,
        isOriginPermitted: async () => true,
        timeoutMs: 300_000,
        t: englishMessages,
      }),
    now: Date.now,
    random: () => 0.5,
    t: englishMessages,
    newId: () => `id-${(ids += 1)}`,
    scheduleWake: (at) => alarms.push(at),
    keepAlive,
    onStorageProblem,
    ...(checkRewrite && { checkRewrite }),
  });
  const harness: Harness = {
    store,
    api,
    config,
    engine: new QueueEngine(deps()),
    alarms,
    async restart() {
      harness.engine.stop();
      harness.engine = new QueueEngine(deps());
      await harness.engine.start();
      return harness.engine;
    },
  };
  await harness.engine.start();
  return harness;
}

/** Advances fake time in small steps until `done()` or `maxMs` passed. */
export async function runUntil(done: () => boolean, maxMs = 600_000, step = 50): Promise<void> {
  for (let t = 0; t < maxMs && !done(); t += step) await vi.advanceTimersByTimeAsync(step);
}

export const statusOf = (h: Harness, id: string) =>
  h.store.jobs.value.find((j) => j.id === id)?.status;
export const isFinished = (h: Harness, id: string) =>
  ['done', 'failed', 'cancelled'].includes(statusOf(h, id) ?? '');
