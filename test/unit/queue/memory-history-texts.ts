/**
 * History text items in memory, one per entry id as browser storage keeps them
 * (`historyText:<id>`, dynamic keys): for the queue's unit tests and benches.
 */
import type { HistoryTextStore } from '../../../lib/queue/engine-deps';
import type { HistoryTexts } from '../../../lib/queue/history';

export type MemoryHistoryTexts = HistoryTextStore & {
  /** Every stored item by entry id (a structured clone per write, as storage does). */
  value: Record<string, HistoryTexts>;
  /** Each write, in order: the ids set or removed. */
  writes: Array<{ set?: string[]; removed?: string[] }>;
};

export function memoryHistoryTexts(): MemoryHistoryTexts {
  const store: MemoryHistoryTexts = {
    value: {},
    writes: [],
    async ids() {
      return Object.keys(store.value);
    },
    async set(texts) {
      store.value = { ...store.value, ...structuredClone(texts) };
      store.writes.push({ set: Object.keys(texts) });
    },
    async remove(ids) {
      const next = { ...store.value };
      for (const id of ids) delete next[id];
      store.value = next;
      store.writes.push({ removed: [...ids] });
    },
  };
  return store;
}
