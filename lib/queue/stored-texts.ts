/**
 * Each text is stored once (issue 10, point 2). The queue item holds the text of every job it
 * keeps, live or recently finished; the published `jobs` views hold no text, nor does the
 * history index; a job's texts move from the queue to its entry's own item when it leaves
 * the queue. Readers (the popup, tests) put the texts back with these functions; the
 * background keeps whole views in memory for the cards.
 */
import { isRecord } from '../is-record';
import type { HistoryTexts, LoadedHistoryEntry, StoredHistoryEntry } from './history';
import { inlineTexts, textsOfJob, withoutTexts } from './history-log';
import type { HumanizeResult, JobView } from './job-view';
import type { PersistedJob, PersistedQueue } from './persisted-queue';

/** A job view as the `jobs` item stores it: counts and state, no text. */
export type StoredJobView = Omit<JobView, 'text' | 'result'> & {
  result?: Omit<HumanizeResult, 'humanized_text'>;
};

export function storedView(view: JobView): StoredJobView {
  const { text: _text, result, ...rest } = view;
  if (!result) return rest;
  return {
    ...rest,
    result: { word_count: result.word_count, words_charged: result.words_charged },
  };
}

/** Per-entry items are stored under this key prefix: `historyText:<entry id>` (utils/storage.ts). */
export const HISTORY_TEXT_PREFIX = 'historyText:';

/** A stored value that is a history entry's texts, or undefined for anything else. */
export function asHistoryTexts(value: unknown): HistoryTexts | undefined {
  if (!isRecord(value)) return undefined;
  const { original, result } = value;
  if (typeof original !== 'string') return undefined;
  return { original, ...(typeof result === 'string' && { result }) };
}

/** The per-entry texts found in a read of all of storage (tests, e2e helpers). */
export function historyTextsIn(all: Record<string, unknown>): Map<string, HistoryTexts> {
  const found = new Map<string, HistoryTexts>();
  for (const [key, value] of Object.entries(all)) {
    const texts = key.startsWith(HISTORY_TEXT_PREFIX) ? asHistoryTexts(value) : undefined;
    if (texts) found.set(key.slice(HISTORY_TEXT_PREFIX.length), texts);
  }
  return found;
}

/**
 * Looks texts up by job id: in the queue, else in a legacy entry that holds them inline,
 * else among the per-entry items read so far.
 */
function textFinder(
  queue: PersistedQueue | null,
  history: readonly StoredHistoryEntry[],
  items: ReadonlyMap<string, HistoryTexts>,
) {
  const jobs = new Map<string, PersistedJob>(queue?.jobs.map((j) => [j.id, j]));
  const entries = new Map(history.map((h) => [h.id, h]));
  return (id: string): HistoryTexts | undefined => {
    const job = jobs.get(id);
    if (job) return textsOfJob(job);
    const entry = entries.get(id);
    return (entry && inlineTexts(entry)) ?? items.get(id);
  };
}

/**
 * Whole views from the stored ones. A view written before its job left the queue finds its
 * texts in its history entry's item, when read; one that finds none (history off, for the
 * moment until the next publish) gets an empty text rather than another job's.
 */
export function viewsWithTexts(
  views: readonly StoredJobView[],
  queue: PersistedQueue | null,
  history: readonly StoredHistoryEntry[],
  items: ReadonlyMap<string, HistoryTexts> = new Map(),
): JobView[] {
  const find = textFinder(queue, history, items);
  return views.map((view) => {
    const texts = find(view.id);
    const { result, ...rest } = view;
    return {
      ...rest,
      text: texts?.original ?? '',
      ...(result && { result: { ...result, humanized_text: texts?.result ?? '' } }),
    };
  });
}

/**
 * Every entry of the index, with its texts where they are known (the queue, a legacy inline
 * copy, or the per-entry items read so far); an entry whose texts are not is shown without.
 */
export function historyWithTexts(
  history: readonly StoredHistoryEntry[],
  queue: PersistedQueue | null,
  items: ReadonlyMap<string, HistoryTexts> = new Map(),
): LoadedHistoryEntry[] {
  const find = textFinder(queue, history, items);
  return history.map((entry) => {
    const { textBytes: _bytes, ...meta } = withoutTexts(entry);
    const texts = find(entry.id);
    return texts ? { ...meta, ...texts } : meta;
  });
}
