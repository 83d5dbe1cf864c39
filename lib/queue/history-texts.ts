/**
 * Where finished jobs' texts are stored (each text once in all of storage): in the queue
 * while it keeps the job, then in the entry's own item (`historyText:<id>`), never in the
 * index. This decides, for one change, the new index, the items written with it, and the
 * items to remove right after it.
 */
import type { HistoryTexts, StoredHistoryEntry } from './history';
import {
  HISTORY_MAX_BYTES,
  inlineTexts,
  textBytesOf,
  textsOfJob,
  trimHistory,
  withoutTexts,
} from './history-log';
import type { PersistedJob } from './persisted-queue';

export interface HistoryChange {
  /** The index to store. */
  history: StoredHistoryEntry[];
  /** Per-entry items to store in the same write as the index and the queue. */
  texts: Record<string, HistoryTexts>;
  /** Per-entry items to remove once that write is done (trimmed, orphaned or duplicated). */
  removed: string[];
}

export interface Placement {
  /** The index as stored before this change. */
  before: readonly StoredHistoryEntry[];
  /** The index after this change's new entries (not trimmed by placed texts yet). */
  list: readonly StoredHistoryEntry[];
  /** Jobs the queue keeps after this change: their texts stay there. */
  inQueue: ReadonlyMap<string, PersistedJob>;
  /** Jobs that leave the queue in this change: their texts move to their entries' items. */
  left: readonly PersistedJob[];
  /** Ids of every stored per-entry item (the startup sweep), else only `before` is checked. */
  storedItems?: readonly string[];
  maxBytes?: number;
}

export function placeHistoryTexts({
  before,
  list,
  inQueue,
  left,
  storedItems = [],
  maxBytes = HISTORY_MAX_BYTES,
}: Placement): HistoryChange {
  const leaving = new Map(left.map((job) => [job.id, job]));
  const texts: Record<string, HistoryTexts> = {};
  const placed = list.map((entry): StoredHistoryEntry => {
    const stripped = withoutTexts(entry);
    const queued = inQueue.get(entry.id);
    // The queue holds them; a legacy inline copy would be a second one.
    if (queued)
      return { ...stripped, textBytes: entry.textBytes || textBytesOf(textsOfJob(queued)) };
    const leavingJob = leaving.get(entry.id);
    const moved = inlineTexts(entry) ?? (leavingJob && textsOfJob(leavingJob));
    if (!moved) return stripped;
    texts[entry.id] = moved;
    return { ...stripped, textBytes: textBytesOf(moved) };
  });
  const history = trimHistory(placed, maxBytes);
  const kept = new Set(history.map((entry) => entry.id));
  for (const id of Object.keys(texts)) if (!kept.has(id)) delete texts[id];
  const removed = new Set<string>();
  for (const { id } of before) if (!kept.has(id) && !inQueue.has(id)) removed.add(id);
  for (const id of storedItems) if (!kept.has(id) || inQueue.has(id)) removed.add(id);
  return { history, texts, removed: [...removed] };
}
