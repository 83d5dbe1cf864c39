/**
 * The local history of finished jobs: newest first, the last HISTORY_LIMIT only, and no more
 * than HISTORY_MAX_BYTES in all (ten 10,000-word jobs weigh over 1 MB): the oldest go first.
 * Only finished jobs are ever here, so trimming never touches a queued or running job.
 * The stored index holds no texts, only their weight (history.ts).
 */
import type { HistoryEntry, HistoryTexts, StoredHistoryEntry } from './history';
import type { JobSource, JobView } from '../model/job-view';
import type { PersistedJob } from './persisted-queue';
import { withVersions } from './history-versions';
import { chargedBefore } from './job-versions';
import { jobView } from './views';

export const HISTORY_LIMIT = 50;
export const HISTORY_MAX_BYTES = 4_000_000;

const utf8Bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

/** Just the texts of anything that carries them, as their own item stores them. */
export const textsOf = ({ original, result }: HistoryTexts): HistoryTexts => ({
  original,
  ...(result !== undefined && { result }),
});

/** Bytes of an entry's texts as their own item stores them (UTF-8 JSON). */
export const textBytesOf = (texts: HistoryTexts) => utf8Bytes(textsOf(texts));

/** Bytes of an entry with its texts, wherever they are stored: its index line plus textBytes. */
export const entryBytes = (entry: StoredHistoryEntry) =>
  utf8Bytes(withoutTexts(entry)) + entry.textBytes;

/** The newest entries within HISTORY_LIMIT and `maxBytes`; the newest stays even alone over it. */
export function trimHistory(
  list: readonly StoredHistoryEntry[],
  maxBytes = HISTORY_MAX_BYTES,
): StoredHistoryEntry[] {
  const kept: StoredHistoryEntry[] = [];
  let bytes = 0;
  for (const entry of list) {
    if (kept.length >= HISTORY_LIMIT) break;
    bytes += entryBytes(entry);
    if (kept.length > 0 && bytes > maxBytes) break;
    kept.push(entry);
  }
  return kept;
}

/**
 * The index with `entry` first; the entries of its earlier versions (`earlier`, ids oldest
 * first) are taken into it (history-versions.ts).
 */
export function appendHistory(
  list: readonly StoredHistoryEntry[],
  entry: StoredHistoryEntry,
  maxBytes = HISTORY_MAX_BYTES,
  earlier: readonly string[] = [],
): StoredHistoryEntry[] {
  const others = list.filter((older) => older.id !== entry.id);
  const merged = withVersions(others, entry, earlier);
  return trimHistory([merged.entry, ...merged.list], maxBytes);
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

/** An entry as the index stores it: its meta and the weight of its texts. */
export function indexEntry(entry: HistoryEntry): StoredHistoryEntry {
  return { ...withoutTexts(entry), textBytes: textBytesOf(entry) };
}

/** The index entry of a finished job. */
export const indexEntryOf = (job: PersistedJob): StoredHistoryEntry => ({
  ...indexEntry(historyEntryOf(jobView(job))),
  ...(job.chunks.length > 1 && { parts: job.chunks.length }),
  ...(chargedBefore(job) > 0 && { chargedBefore: chargedBefore(job) }),
});

/** A job's texts as its history entry keeps them. */
export function textsOfJob(job: PersistedJob): HistoryTexts {
  return textsOf(historyEntryOf(jobView(job)));
}

/** Texts an index entry still holds inline (written before v2), if any. */
export function inlineTexts(entry: StoredHistoryEntry): HistoryTexts | undefined {
  const { original, result } = entry;
  return original === undefined ? undefined : textsOf({ original, result });
}

export function withoutTexts<T extends Partial<HistoryTexts>>(
  entry: T,
): Omit<T, 'original' | 'result'> {
  const { original: _original, result: _result, ...rest } = entry;
  return rest;
}
