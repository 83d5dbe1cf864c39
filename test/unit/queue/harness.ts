/**
 * Test doubles for the queue engine: in-memory storage cells that outlive an engine (a
 * worker restart keeps storage), and a strict fake API on fake timers that refuses with
 * 429 whenever N requests were accepted in the W ms before, like the reference server.
 */
import { vi } from 'vitest';
import { callHumanize } from '@/lib/api/client';
import { englishMessages } from '@/lib/i18n/english-messages';
import { QueueEngine } from '@/lib/queue/engine';
import type { Cell, QueueConfig, QueueDeps, StoredTogether } from '@/lib/queue/engine-deps';
import type { StoredHistoryEntry } from '@/lib/queue/history';
import type { StoredJobView } from '@/lib/queue/stored-texts';
import type { PersistedQueue } from '@/lib/queue/persisted-queue';
import type { UsageLedger } from '@/lib/queue/usage-ledger';
import { countWords } from '@/lib/text/word-count';
import { memoryHistoryTexts, type MemoryHistoryTexts } from './memory-history-texts';

export function memoryCell<T>(initial: T): Cell<T> & { value: T } {
  const cell = {
    value: structuredClone(initial),
    async getValue() {
      return structuredClone(cell.value);
    },
    async setValue(v: T) {
      cell.value = structuredClone(v);
    },
  };
  return cell;
}

export interface Stored {
  queue: Cell<PersistedQueue | null> & { value: PersistedQueue | null };
  jobs: Cell<StoredJobView[]> & { value: StoredJobView[] };
  usage: Cell<UsageLedger> & { value: UsageLedger };
  history: Cell<StoredHistoryEntry[]> & { value: StoredHistoryEntry[] };
  historyTexts: MemoryHistoryTexts;
}

export const newStore = (): Stored => ({
  queue: memoryCell<PersistedQueue | null>(null),
  jobs: memoryCell<StoredJobView[]>([]),
  usage: memoryCell<UsageLedger>({ days: {}, months: {}, total: 0 }),
  history: memoryCell<StoredHistoryEntry[]>([]),
  historyTexts: memoryHistoryTexts(),
});

export interface ServerRequest {
  at: number;
  text: string;
  key: string;
  status: number;
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
    const reply = this.answer(text, key);
    this.requests.push({
      at: Date.now(),
      text,
      key,
      status: reply === 'network' ? 0 : reply.status,
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
  /** With `singleWrite`: every change's one write, in order. */
  writes: StoredTogether[];
}

/** Stores one change's values together, as the browser's single storage.local.set does. */
function singleWriter(store: Stored, writes: StoredTogether[]): NonNullable<QueueDeps['persist']> {
  return async (values) => {
    writes.push(structuredClone(values));
    store.queue.value = structuredClone(values.queue);
    if (values.usage) store.usage.value = structuredClone(values.usage);
    if (values.history) store.history.value = structuredClone(values.history);
    if (values.historyTexts) {
      store.historyTexts.value = {
        ...store.historyTexts.value,
        ...structuredClone(values.historyTexts),
      };
    }
  };
}

export async function createHarness(
  options: Partial<QueueConfig> & {
    api?: FakeApi;
    keepAlive?: QueueDeps['keepAlive'];
    onStorageProblem?: QueueDeps['onStorageProblem'];
    /** Bind `persist` (one write per change) instead of writing cell by cell. */
    singleWrite?: boolean;
    /** Storage as a previous version left it (a restart then finds it). */
    store?: Stored;
  } = {},
) {
  const {
    api = new FakeApi(),
    keepAlive,
    onStorageProblem,
    singleWrite,
    store = newStore(),
    ...rest
  } = options;
  const writes: StoredTogether[] = [];
  const config: QueueConfig = {
    baseUrl: 'https://api.test/v1',
    apiKey: 'good-key',
    maxRequests: 30,
    windowMs: 60_000,
    historyEnabled: true,
    ...rest,
  };
  const alarms: Array<number | undefined> = [];
  let ids = 0;
  const deps = (): QueueDeps => ({
    cells: store,
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
    ...(singleWrite && { persist: singleWriter(store, writes) }),
  });
  const harness: Harness = {
    store,
    api,
    config,
    engine: new QueueEngine(deps()),
    alarms,
    writes,
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
