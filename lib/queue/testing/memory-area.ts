/**
 * A key-value area in memory, like storage.local (or the extension's IndexedDB in Firefox),
 * logging each write and its bytes: for the queue's unit tests and benches.
 */
import type { KeyValueArea } from '../../../lib/queue/engine-deps';

/** One write to a memory area: the keys set (with their JSON bytes) or removed. */
export interface AreaWrite {
  set?: Record<string, unknown>;
  removed?: string[];
  bytes: number;
}

export type MemoryArea = KeyValueArea & {
  /** Everything stored, by key (a structured clone per write, as storage does). */
  value: Record<string, unknown>;
  writes: AreaWrite[];
};

const bytesOf = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

/** An area in memory, like storage.local (or the extension's IndexedDB in Firefox). */
export function memoryArea(initial: Record<string, unknown> = {}): MemoryArea {
  const area: MemoryArea = {
    value: structuredClone(initial),
    writes: [],
    async get(keys) {
      const found: Record<string, unknown> = {};
      for (const key of keys) if (key in area.value) found[key] = structuredClone(area.value[key]);
      return found;
    },
    async keys() {
      return Object.keys(area.value);
    },
    async set(items) {
      const copy = structuredClone({ ...items });
      area.value = { ...area.value, ...copy };
      area.writes.push({ set: copy, bytes: bytesOf(copy) });
    },
    async remove(keys) {
      const next = { ...area.value };
      for (const key of keys) delete next[key];
      area.value = next;
      area.writes.push({ removed: [...keys], bytes: 0 });
    },
  };
  return area;
}
