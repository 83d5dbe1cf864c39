import { browser } from 'wxt/browser';
import type { HistoryEntry } from '@/lib/queue/history';
import { indexEntry } from '@/lib/queue/history-log';
import { TERMINAL_STATUSES, type JobView } from '@/lib/model/job-view';
import type { PersistedJob } from '@/lib/queue/persisted-queue';
import { PUBLISHED_HEAD } from '@/lib/queue/publisher';
import { jobKey, resultKey, stateOf, textItemsOf, textKey } from '@/lib/queue/stored-layout';
import { storedView } from '@/lib/queue/stored-texts';
import { historyItem, jobsItem } from '@/utils/storage';

/** A popup job as the background publishes it; override what the test is about. */
export function jobView(overrides: Partial<JobView> = {}): JobView {
  return {
    id: 'job-1',
    source: { kind: 'popup' },
    text: 'The quick brown fox jumps over the lazy dog.',
    createdAt: Date.now(),
    status: 'queued',
    position: 1,
    chunkCount: 1,
    chunksDone: 0,
    wordCount: 0,
    wordsCharged: 0,
    ...overrides,
  };
}

/**
 * Stores jobs as the background does: an item per job, its texts once in text items (one
 * chunk each), then the published views without texts (the first live ones; every one
 * followed, as the popup's current job is).
 */
export async function storeJobs(views: readonly JobView[]): Promise<void> {
  const jobs: PersistedJob[] = views.map((v) => ({
    id: v.id,
    source: v.source,
    text: v.text,
    createdAt: v.createdAt,
    status: v.status === 'paused' ? 'queued' : v.status,
    chunks: [{ length: v.text.length, separatorAfter: '', ...(v.result && { result: v.result }) }],
    attempts: 0,
    rateLimited: 0,
    ...(v.error && { error: v.error }),
    ...(v.finishedAt !== undefined && { finishedAt: v.finishedAt }),
  }));
  const items: Record<string, unknown> = {};
  jobs.forEach((job, seq) => {
    items[jobKey(job.id)] = stateOf(job, seq);
    Object.assign(items, Object.fromEntries(textItemsOf(job)));
  });
  await browser.storage.local.set(items);
  const live = views.filter((v) => !TERMINAL_STATUSES.has(v.status));
  await jobsItem.setValue({
    head: live.slice(0, PUBLISHED_HEAD).map(storedView),
    followed: views.map(storedView),
    live: live.length,
  });
}

/**
 * Stores finished jobs' history as the background does once they left the queue: the index
 * without texts, and each entry's texts in the text items its job left.
 */
export async function storeHistory(entries: readonly HistoryEntry[]): Promise<void> {
  await browser.storage.local.set(Object.fromEntries(entries.flatMap(textItemsOfEntry)));
  await historyItem.setValue(entries.map(indexEntry));
}

/** The text items of a one-part entry, by key. */
export const textItemsOfEntry = (entry: HistoryEntry): Array<[string, unknown]> => [
  [textKey(entry.id), entry.original],
  ...(entry.result === undefined
    ? []
    : [[resultKey(entry.id, 0), { text: entry.result, after: '' }] as [string, unknown]]),
];

/** Finished job number `i` of a history (newer for smaller `i`), as the popup lists it. */
export const historyEntry = (i: number): HistoryEntry => ({
  id: `old-${i}`,
  original: `Past text number ${i}.`,
  result: `Rewrite number ${i}.`,
  wordCount: 4,
  wordsCharged: 50,
  finishedAt: Date.now() - i * 60_000,
  site: 'popup',
  status: 'done',
});
