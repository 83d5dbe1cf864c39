import type { HistoryEntry } from '@/lib/queue/history';
import { indexEntry, textsOf } from '@/lib/queue/history-log';
import type { JobView } from '@/lib/queue/job-view';
import type { PersistedJob } from '@/lib/queue/persisted-queue';
import { storedView } from '@/lib/queue/stored-texts';
import { historyItem, historyTextItems, jobsItem, queueItem } from '@/utils/storage';

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
 * Stores jobs as the background does: their texts once, in the queue item (one chunk each),
 * then the published views without texts.
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
  await queueItem.setValue({ version: 1, jobs, limiter: { sends: [] } });
  await jobsItem.setValue(views.map(storedView));
}

/**
 * Stores finished jobs' history as the background does once they left the queue: the index
 * without texts, and each entry's texts in its own item.
 */
export async function storeHistory(entries: readonly HistoryEntry[]): Promise<void> {
  await historyTextItems.set(
    Object.fromEntries(entries.map((entry) => [entry.id, textsOf(entry)])),
  );
  await historyItem.setValue(entries.map(indexEntry));
}

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
