/**
 * The local history of finished jobs: newest first, the last HISTORY_LIMIT only, and no more
 * than HISTORY_MAX_BYTES in all (ten 10,000-word jobs weigh over 1 MB): the oldest go first.
 * Only finished jobs are ever here, so trimming never touches a queued or running job.
 */
import type { HistoryEntry, StoredHistoryEntry } from './history';
import type { JobSource, JobView } from './job-view';
import type { PersistedJob } from './persisted-queue';
import { jobView } from './views';

export const HISTORY_LIMIT = 50;
export const HISTORY_MAX_BYTES = 4_000_000;

/** Bytes of an entry as storage holds it (UTF-8 JSON). */
export const entryBytes = (entry: StoredHistoryEntry) =>
  new TextEncoder().encode(JSON.stringify(entry)).length;

/**
 * The newest entries within HISTORY_LIMIT and `maxBytes`; the newest stays even alone over
 * it. `size` weighs an entry with its texts, wherever they are stored.
 */
export function trimHistory(
  list: readonly StoredHistoryEntry[],
  maxBytes = HISTORY_MAX_BYTES,
  size: (entry: StoredHistoryEntry) => number = entryBytes,
): StoredHistoryEntry[] {
  const kept: StoredHistoryEntry[] = [];
  let bytes = 0;
  for (const entry of list) {
    if (kept.length >= HISTORY_LIMIT) break;
    bytes += size(entry);
    if (kept.length > 0 && bytes > maxBytes) break;
    kept.push(entry);
  }
  return kept;
}

export function appendHistory(
  list: readonly StoredHistoryEntry[],
  entry: StoredHistoryEntry,
  maxBytes = HISTORY_MAX_BYTES,
): StoredHistoryEntry[] {
  return trimHistory([entry, ...list.filter((older) => older.id !== entry.id)], maxBytes);
}

/**
 * Where each finished job's texts are stored: in the queue while it keeps the job (`inQueue`;
 * its entry holds none), in the entry once the job has left the queue (`left`, in this same
 * write). Trimmed again by the entries' bytes with their texts, wherever those are.
 */
export function placeHistoryTexts(
  list: readonly StoredHistoryEntry[],
  inQueue: ReadonlyMap<string, PersistedJob>,
  left: readonly PersistedJob[],
  maxBytes = HISTORY_MAX_BYTES,
): StoredHistoryEntry[] {
  const leaving = new Map(left.map((job) => [job.id, job]));
  const withTexts = (entry: StoredHistoryEntry, job: PersistedJob): StoredHistoryEntry => {
    const { original, result } = historyEntryOf(jobView(job));
    return { ...entry, original, ...(result !== undefined && { result }) };
  };
  const sizes = new Map<StoredHistoryEntry, number>();
  const placed = list.map((entry): StoredHistoryEntry => {
    const queued = inQueue.get(entry.id);
    if (queued) {
      const stored = withoutTexts(entry);
      sizes.set(stored, entryBytes(withTexts(stored, queued)));
      return stored;
    }
    const job = leaving.get(entry.id);
    return entry.original !== undefined || !job ? entry : withTexts(entry, job);
  });
  return trimHistory(placed, maxBytes, (entry) => sizes.get(entry) ?? entryBytes(entry));
}

function withoutTexts(entry: StoredHistoryEntry): StoredHistoryEntry {
  const { original: _original, result: _result, ...rest } = entry;
  return rest;
}

/** Host of the page for selection jobs; 'popup' or 'automation' otherwise. */
export function siteOf(source: JobSource): string {
  if (source.kind !== 'selection') return source.kind;
  try {
    return source.url ? new URL(source.url).host || 'page' : 'page';
  } catch {
    return 'page';
  }
}

/** The history entry of a finished job, from its final view. */
export function historyEntryOf(view: JobView): HistoryEntry {
  return {
    id: view.id,
    original: view.text,
    ...(view.result ? { result: view.result.humanized_text } : {}),
    wordCount: view.wordCount,
    wordsCharged: view.wordsCharged,
    finishedAt: view.finishedAt ?? 0,
    site: siteOf(view.source),
    status: view.status === 'done' ? 'done' : 'failed',
    ...(view.error && view.status !== 'done' ? { error: view.error } : {}),
    ...(view.resent ? { resent: true } : {}),
  };
}
