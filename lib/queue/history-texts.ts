/**
 * Who owns which text items (each text written once for its whole life, issue 18): a job's
 * text items are the queue's while it keeps the job; when the job leaves, the history entry of
 * the same id keeps them (its text, and its rewrite's parts when it is done) and the others
 * go. Trimmed or cleared entries take theirs with them. Texts of older layouts (inline in a
 * v1 index entry, or a v2 `historyText:<id>` item) move into text items at startup. This
 * decides, for one change, the new index, the text items written with it, and what to
 * remove right after it.
 */
import { isRecord } from '../is-record';
import type { HistoryTexts, StoredHistoryEntry } from './history';
import {
  HISTORY_MAX_BYTES,
  inlineTexts,
  textBytesOf,
  trimHistory,
  withoutTexts,
} from './history-log';
import { versionKeysOf } from './history-versions';
import type { PersistedJob } from './persisted-queue';
import { ownerOf, resultKey, textItemsOf, textKey, textKeysOf } from './stored-layout';

/** v2 kept an entry's texts in an item under this prefix: `historyText:<entry id>`. */
export const LEGACY_HISTORY_TEXT_PREFIX = 'historyText:';

export function asHistoryTexts(value: unknown): HistoryTexts | undefined {
  if (!isRecord(value) || typeof value.original !== 'string') return undefined;
  return {
    original: value.original,
    ...(typeof value.result === 'string' && { result: value.result }),
  };
}

export interface HistoryChange {
  /** The index to store. */
  history: StoredHistoryEntry[];
  /** Text items to store with it (texts of an older layout moved). */
  texts: Record<string, unknown>;
  /** Text items nobody owns any more, removed once the change is stored. */
  removedTexts: string[];
  /** Items of the older layout (`historyText:<id>`), removed once the change is stored. */
  removedLegacy: string[];
}

export interface Placement {
  /** The index as stored before this change. */
  before: readonly StoredHistoryEntry[];
  /** The index after this change's new entries (and cleared, when the history is cleared). */
  list: readonly StoredHistoryEntry[];
  /** Jobs the queue keeps after this change: their text items stay theirs. */
  inQueue: ReadonlyMap<string, PersistedJob>;
  /** Jobs that leave the queue in this change. */
  left: readonly PersistedJob[];
  /** The startup sweep: v2 per-entry items by id, and every text item key stored. */
  legacy?: ReadonlyMap<string, HistoryTexts>;
  storedTextKeys?: readonly string[];
  maxBytes?: number;
}

/** The text items an entry keeps: its text, and its rewrite when the job was done. */
export const ownedKeys = (entry: StoredHistoryEntry): string[] =>
  entry.status === 'done'
    ? [...textKeysOf(entry.id, entry.parts ?? 1), ...versionKeysOf(entry)]
    : [textKey(entry.id)];

/** An older layout's texts as text items: one part, nothing after it. */
function itemsOfTexts(id: string, texts: HistoryTexts): Record<string, unknown> {
  return {
    [textKey(id)]: texts.original,
    ...(texts.result !== undefined && { [resultKey(id, 0)]: { text: texts.result, after: '' } }),
  };
}

export function placeHistoryTexts({
  before,
  list,
  inQueue,
  left,
  legacy = new Map(),
  storedTextKeys = [],
  maxBytes = HISTORY_MAX_BYTES,
}: Placement): HistoryChange {
  const moved = new Map<string, HistoryTexts>();
  const placed = list.map((entry): StoredHistoryEntry => {
    const stripped = withoutTexts(entry);
    const older = inlineTexts(entry) ?? legacy.get(entry.id);
    // The queue still holds the job: its own text items are the texts.
    if (!older || inQueue.has(entry.id)) return stripped;
    moved.set(entry.id, older);
    const { parts: _parts, ...single } = stripped;
    return { ...single, textBytes: textBytesOf(older) };
  });
  const history = trimHistory(placed, maxBytes);
  const kept = new Map(history.map((entry) => [entry.id, entry]));
  const texts: Record<string, unknown> = {};
  for (const [id, older] of moved) if (kept.has(id)) Object.assign(texts, itemsOfTexts(id, older));
  const owned = new Set(history.flatMap(ownedKeys));
  const removed = new Set<string>();
  const drop = (key: string) => {
    const owner = ownerOf(key);
    if (owner !== undefined && !inQueue.has(owner) && !owned.has(key)) removed.add(key);
  };
  for (const entry of before)
    if (!kept.has(entry.id))
      [...textKeysOf(entry.id, entry.parts ?? 1), ...versionKeysOf(entry)].forEach(drop);
  for (const job of left) textItemsOf(job).forEach(([key]) => drop(key));
  storedTextKeys.forEach(drop);
  const removedLegacy = [...legacy.keys()].map((id) => `${LEGACY_HISTORY_TEXT_PREFIX}${id}`);
  return { history, texts, removedTexts: [...removed], removedLegacy };
}
