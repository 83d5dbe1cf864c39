/**
 * Each text is stored once (issue 10, point 2). The queue item holds the text of every job it
 * keeps, live or recently finished; the published `jobs` views hold no text, nor do the
 * history entries of jobs still in the queue. Readers (the popup, tests) put the texts back
 * with these functions; the background keeps whole views in memory for the cards.
 */
import type { HistoryEntry, StoredHistoryEntry } from './history';
import type { HumanizeResult, JobView } from './job-view';
import type { PersistedJob, PersistedQueue } from './persisted-queue';
import { jobView } from './views';

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

interface Texts {
  original: string;
  result?: string;
}

/** Looks texts up by job id: in the queue, else in a history entry that holds them. */
function textFinder(queue: PersistedQueue | null, history: readonly StoredHistoryEntry[]) {
  const jobs = new Map<string, PersistedJob>(queue?.jobs.map((j) => [j.id, j]));
  const entries = new Map(history.map((h) => [h.id, h]));
  return (id: string): Texts | undefined => {
    const job = jobs.get(id);
    if (job) return { original: job.text, result: jobView(job).result?.humanized_text };
    const entry = entries.get(id);
    if (entry?.original === undefined) return undefined;
    return {
      original: entry.original,
      ...(entry.result !== undefined && { result: entry.result }),
    };
  };
}

/**
 * Whole views from the stored ones. A view written before its job left the queue finds its
 * texts in history; one that finds none (history off, for the moment until the next
 * publish) gets an empty text rather than another job's.
 */
export function viewsWithTexts(
  views: readonly StoredJobView[],
  queue: PersistedQueue | null,
  history: readonly StoredHistoryEntry[],
): JobView[] {
  const find = textFinder(queue, history);
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

/** Whole history entries; an entry whose texts are nowhere (yet) is left out. */
export function historyWithTexts(
  history: readonly StoredHistoryEntry[],
  queue: PersistedQueue | null,
): HistoryEntry[] {
  const find = textFinder(queue, []);
  const whole: HistoryEntry[] = [];
  for (const entry of history) {
    if (entry.original !== undefined) {
      whole.push({ ...entry, original: entry.original });
      continue;
    }
    const texts = find(entry.id);
    if (texts) whole.push({ ...entry, ...texts });
  }
  return whole;
}
