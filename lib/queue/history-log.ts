/**
 * The local history of finished jobs: newest first, the last HISTORY_LIMIT only, and no more
 * than HISTORY_MAX_BYTES in all (ten 10,000-word jobs weigh over 1 MB): the oldest go first.
 * Only finished jobs are ever here, so trimming never touches a queued or running job.
 */
import type { HistoryEntry } from './history';
import type { JobSource, JobView } from './job-view';

export const HISTORY_LIMIT = 50;
export const HISTORY_MAX_BYTES = 4_000_000;

/** Bytes of an entry as storage holds it (UTF-8 JSON). */
export const entryBytes = (entry: HistoryEntry) =>
  new TextEncoder().encode(JSON.stringify(entry)).length;

export function appendHistory(
  list: readonly HistoryEntry[],
  entry: HistoryEntry,
  maxBytes = HISTORY_MAX_BYTES,
): HistoryEntry[] {
  const kept = [entry];
  // The newest entry stays even alone over the cap: it is the one the user just got.
  let bytes = entryBytes(entry);
  for (const older of list) {
    if (kept.length >= HISTORY_LIMIT) break;
    if (older.id === entry.id) continue;
    bytes += entryBytes(older);
    if (bytes > maxBytes) break;
    kept.push(older);
  }
  return kept;
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
