/**
 * Finished jobs' history as storage holds it, to write into the extension before a test or
 * bench: the index (`history`: no texts, their weight) and each entry's texts in the text
 * items its job left (`text:<id>`, `result:<id>:0`), as the background leaves them once the
 * jobs left the queue; or an older layout, which the queue's startup moves into text items:
 * v2 (`historyText:<id>` items) or v1 (texts inline in the index).
 */
import type { HistoryEntry } from '../../../lib/queue/history';
import { indexEntry, textsOf } from '../../../lib/queue/history-log';
import { LEGACY_HISTORY_TEXT_PREFIX } from '../../../lib/queue/history-texts';
import { resultKey, textKey } from '../../../lib/queue/stored-layout';

export function historySeed(entries: readonly HistoryEntry[]): Record<string, unknown> {
  const seed: Record<string, unknown> = {
    history: entries.map(indexEntry),
    history$: { v: 2 },
  };
  for (const entry of entries) {
    seed[textKey(entry.id)] = entry.original;
    if (entry.result !== undefined)
      seed[resultKey(entry.id, 0)] = { text: entry.result, after: '' };
  }
  return seed;
}

export function v2HistorySeed(entries: readonly HistoryEntry[]): Record<string, unknown> {
  const seed: Record<string, unknown> = {
    history: entries.map(indexEntry),
    history$: { v: 2 },
  };
  for (const entry of entries) seed[`${LEGACY_HISTORY_TEXT_PREFIX}${entry.id}`] = textsOf(entry);
  return seed;
}

export function legacyHistorySeed(entries: readonly HistoryEntry[]): Record<string, unknown> {
  return { history: entries, history$: { v: 1 } };
}
