/**
 * Finished jobs' history as storage holds it, to write into the extension before a test or
 * bench: the index (`history`, v2: no texts, their weight) and each entry's texts in its own
 * item (`historyText:<id>`), as the background leaves them once the jobs left the queue; or
 * the v1 layout (texts inline in the index), which the queue's startup moves out.
 */
import type { HistoryEntry } from '../../../lib/queue/history';
import { indexEntry, textsOf } from '../../../lib/queue/history-log';
import { HISTORY_TEXT_PREFIX } from '../../../lib/queue/stored-texts';

export function historySeed(entries: readonly HistoryEntry[]): Record<string, unknown> {
  const seed: Record<string, unknown> = {
    history: entries.map(indexEntry),
    history$: { v: 2 },
  };
  for (const entry of entries) seed[`${HISTORY_TEXT_PREFIX}${entry.id}`] = textsOf(entry);
  return seed;
}

export function legacyHistorySeed(entries: readonly HistoryEntry[]): Record<string, unknown> {
  return { history: entries, history$: { v: 1 } };
}
