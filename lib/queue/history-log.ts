/** The local history of finished jobs: newest first, the last HISTORY_LIMIT only. */
import type { HistoryEntry } from './history';
import type { JobSource, JobView } from './job-view';

export const HISTORY_LIMIT = 50;

export function appendHistory(list: readonly HistoryEntry[], entry: HistoryEntry): HistoryEntry[] {
  return [entry, ...list.filter((e) => e.id !== entry.id)].slice(0, HISTORY_LIMIT);
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
