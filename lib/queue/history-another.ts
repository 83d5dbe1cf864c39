/**
 * "Another version" of a text the history keeps but the queue no longer does (issue 27,
 * point 3). The queue keeps only its last finished jobs; a history entry outlives them, its
 * texts kept in the job's text items (history-texts.ts). Asking for another version of such
 * an entry sends its original again as a new popup job that names the entry and its earlier
 * versions as its own earlier versions, and carries what the API charged for the text so far
 * (job-versions.ts), so that when it finishes the history takes the entry into the new one
 * (history-versions.ts), within MAX_VERSIONS and the byte bounds. The stored index and texts
 * are not trusted: the entry is read checked, its text must be one.
 */
import { isRecord } from '../is-record';
import type { QueueStorage } from '../model/storage-area';
import type { StoredHistoryEntry } from './history';
import { historyVersionsOf } from './history-versions';
import { MAX_VERSIONS } from './job-versions';
import type { PersistedJob } from './persisted-queue';
import { HISTORY_KEY } from './queue-store';
import { textKey } from './stored-layout';

/** A longer text is not one we stored (the popup's and a selection's bounds are lower). */
const MAX_TEXT_CHARS = 2_000_000;

const count = (v: unknown): number =>
  typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? v : 0;

/** What a new job for another version of the done `entry` inherits from it. */
export function anotherVersionOfEntry(
  entry: StoredHistoryEntry,
): Pick<PersistedJob, 'earlierVersions' | 'chargedBefore'> {
  const earlier = [...historyVersionsOf(entry).map((v) => v.id), entry.id];
  const charged = count(entry.chargedBefore) + count(entry.wordsCharged);
  return {
    earlierVersions: earlier.slice(-(MAX_VERSIONS - 1)),
    ...(charged > 0 && { chargedBefore: charged }),
  };
}

/** A history entry's text and what another version of it inherits. */
export interface HistoryBase {
  text: string;
  inherited: Pick<PersistedJob, 'earlierVersions' | 'chargedBefore'>;
}

/**
 * The done history entry `entryId` as the base of another version, or undefined when there is
 * none (never recorded, trimmed, failed, or its text is gone or not a text).
 */
export async function readHistoryBase(
  storage: QueueStorage,
  entryId: string,
): Promise<HistoryBase | undefined> {
  const index: unknown = (await storage.state.get([HISTORY_KEY]))[HISTORY_KEY];
  if (!Array.isArray(index)) return undefined;
  const found: unknown = index.find((e) => isRecord(e) && e.id === entryId);
  if (!isRecord(found) || found.status !== 'done') return undefined;
  // Every field read below is checked (historyVersionsOf, count, typeof).
  const entry = found as unknown as StoredHistoryEntry;
  // An entry of the first layout may still hold its text inline (moved at the next startup).
  const text =
    typeof entry.original === 'string'
      ? entry.original
      : (await storage.texts.get([textKey(entryId)]))[textKey(entryId)];
  if (typeof text !== 'string' || text.length > MAX_TEXT_CHARS) return undefined;
  return { text, inherited: anotherVersionOfEntry(entry) };
}
