/**
 * The versions of a text kept together in the history (issue 27, point 3). When "Another
 * version" of a text finishes, its entry takes in the entries of the earlier versions it
 * names (job-versions.ts): one entry for the text, its versions listed oldest first. Each
 * version's text items stay where they are (owned by the merged entry, history-texts.ts), and
 * their weight is counted in the entry's textBytes, so the existing bounds (HISTORY_LIMIT
 * entries, HISTORY_MAX_BYTES) still hold. At most MAX_VERSIONS per entry (the oldest go).
 * Only a done entry takes versions in; a failed try stays an entry of its own, as before.
 * The stored index is not trusted: versions are read checked and bounded.
 */
import { isRecord } from '../is-record';
import type { HistoryVersion, StoredHistoryEntry } from './history';
import { MAX_VERSIONS } from './job-versions';
import { textKeysOf } from './stored-layout';

const MAX_ID_LENGTH = 200;
/** A rewrite is at most a few hundred requests: more parts are not a value we wrote. */
const MAX_PARTS = 1000;

const count = (v: unknown, min = 0, max = Number.MAX_SAFE_INTEGER): number | undefined =>
  typeof v === 'number' && Number.isSafeInteger(v) && v >= min && v <= max ? v : undefined;

function asVersion(value: unknown): HistoryVersion | undefined {
  if (!isRecord(value) || typeof value.id !== 'string' || value.id.length > MAX_ID_LENGTH) {
    return undefined;
  }
  const parts = count(value.parts, 1, MAX_PARTS);
  const wordsCharged = count(value.wordsCharged);
  const textBytes = count(value.textBytes);
  if (parts === undefined || wordsCharged === undefined || textBytes === undefined)
    return undefined;
  return { id: value.id, parts, wordsCharged, textBytes };
}

/** An entry's earlier versions, oldest first: checked, at most MAX_VERSIONS - 1. */
export function historyVersionsOf(entry: Pick<StoredHistoryEntry, 'versions'>): HistoryVersion[] {
  const list: unknown = entry.versions;
  if (!Array.isArray(list)) return [];
  return list.slice(-(MAX_VERSIONS - 1)).flatMap((v) => asVersion(v) ?? []);
}

/** The text items an entry's earlier versions keep: each one's text and rewrite. */
export const versionKeysOf = (entry: Pick<StoredHistoryEntry, 'versions'>): string[] =>
  historyVersionsOf(entry).flatMap((v) => textKeysOf(v.id, v.parts));

/** An earlier entry as a version of the new one. */
const versionOfEntry = (entry: StoredHistoryEntry): HistoryVersion => ({
  id: entry.id,
  parts: count(entry.parts, 1, MAX_PARTS) ?? 1,
  wordsCharged: count(entry.wordsCharged) ?? 0,
  // Its own texts only: its versions are counted on their own.
  textBytes: Math.max(
    0,
    (count(entry.textBytes) ?? 0) -
      historyVersionsOf(entry).reduce((sum, v) => sum + v.textBytes, 0),
  ),
});

/**
 * The index with `entry` added first, the entries of its earlier versions (`earlier`, ids
 * oldest first) taken into it. An earlier version found neither as an entry nor inside one
 * (history was off, or it was trimmed) is left out. One pass over the list.
 */
export function withVersions(
  list: readonly StoredHistoryEntry[],
  entry: StoredHistoryEntry,
  earlier: readonly string[],
): { entry: StoredHistoryEntry; list: StoredHistoryEntry[] } {
  if (entry.status !== 'done' || earlier.length === 0) return { entry, list: [...list] };
  const wanted = new Set(earlier);
  const found = new Map<string, HistoryVersion>();
  const rest: StoredHistoryEntry[] = [];
  for (const older of list) {
    const nested = historyVersionsOf(older).filter((v) => wanted.has(v.id));
    const merged = older.status === 'done' && (wanted.has(older.id) || nested.length > 0);
    if (!merged) {
      rest.push(older);
      continue;
    }
    for (const v of nested) found.set(v.id, v);
    if (wanted.has(older.id)) found.set(older.id, versionOfEntry(older));
  }
  const versions = earlier.flatMap((id) => found.get(id) ?? []).slice(-(MAX_VERSIONS - 1));
  if (versions.length === 0) return { entry, list: rest };
  const textBytes = entry.textBytes + versions.reduce((sum, v) => sum + v.textBytes, 0);
  return { entry: { ...entry, versions, textBytes }, list: rest };
}
