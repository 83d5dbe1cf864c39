/** Shared by the queue benches: the real queue engine on in-memory storage and real fetch. */
import { callHumanize } from '../lib/api/client';
import { englishMessages } from '../lib/i18n/english-messages';
import { QueueEngine } from '../lib/queue/engine';
import type { Cell, QueueConfig } from '../lib/queue/engine-deps';
import type { StoredHistoryEntry } from '../lib/queue/history';
import type { JobView } from '../lib/queue/job-view';
import type { PersistedQueue } from '../lib/queue/persisted-queue';
import type { UsageLedger } from '../lib/queue/usage-ledger';
import { memoryHistoryTexts } from '../test/unit/queue/memory-history-texts';

/** Storage cells that serialise like browser storage does (a structured clone per write). */
function memoryCell<T>(initial: T): Cell<T> {
  let value = structuredClone(initial);
  return {
    getValue: async () => structuredClone(value),
    setValue: async (v) => {
      value = structuredClone(v);
    },
  };
}

export function benchQueue(config: QueueConfig): QueueEngine {
  let ids = 0;
  return new QueueEngine({
    cells: {
      queue: memoryCell<PersistedQueue | null>(null),
      jobs: memoryCell<JobView[]>([]),
      usage: memoryCell<UsageLedger>({ days: {}, months: {}, total: 0 }),
      history: memoryCell<StoredHistoryEntry[]>([]),
      historyTexts: memoryHistoryTexts(),
    },
    readConfig: async () => config,
    send: (call) =>
      callHumanize(call, {
        fetch,
        now: Date.now,
        isOriginPermitted: async () => true,
        timeoutMs: 120_000,
        t: englishMessages,
      }),
    now: Date.now,
    random: Math.random,
    newId: () => `bench-${(ids += 1)}`,
    t: englishMessages,
    scheduleWake: () => undefined,
  });
}
