/**
 * The popup's first storage reads, started before its bundle loads. popup.html runs
 * popup-first-read.js (entrypoints/popup-first-read.ts) ahead of the React bundle: it reads
 * the items the first view shows, then (Chrome) the texts of the history entries it draws, so
 * both reads overlap the bundle's fetch and evaluation instead of following them. The store
 * takes them once (takeFirstRead) and reads anything they do not cover itself.
 *
 * A read started before the store watches storage could miss a change made in between: the
 * early script notes every change to the items' keys from before its read, and a read whose
 * answer comes after such a change is not used (the store reads again, watching). A finished
 * entry's text items never change, so the texts' read needs no such check.
 */
import { keysOfSpec, specOfEntry, type StoredHistoryEntry } from '@/lib/queue/published';
import { isRecord } from '@/lib/is-record';
import { drawnIds } from './history-text-cache';

type Stored = Record<string, unknown>;

/**
 * The storage.local keys of the popup's first view (popup-store.ts; a test holds them in
 * step). The draft is there in Chrome only (Firefox keeps it in the protected area, and
 * reads this key for nothing).
 */
export const FIRST_READ_KEYS = ['popupJobId', 'jobs', 'usage', 'history', 'popupDraft'] as const;

/** The keys with their version marks (WXT's `<key>$`), as readItemsAtOnce reads them. */
export const withVersionMarks = (keys: readonly string[]) => keys.flatMap((k) => [k, `${k}$`]);

/** More text items than the first view draws means a damaged index: not read early. */
const MAX_EARLY_TEXT_KEYS = 64;

/** The text items of the history entries the first view draws, from the items' read. */
export function firstTextKeys(stored: Stored): string[] {
  const { history, popupJobId } = stored;
  if (!Array.isArray(history)) return [];
  const entries = history.filter(
    (e): e is StoredHistoryEntry =>
      isRecord(e) &&
      typeof e.id === 'string' &&
      typeof e.finishedAt === 'number' &&
      (e.parts === undefined || (Number.isInteger(e.parts) && (e.parts as number) > 0)),
  );
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const specs = drawnIds(entries, false, typeof popupJobId === 'string' ? popupJobId : null).map(
    (id) => specOfEntry(byId.get(id)!),
  );
  const count = specs.reduce((n, spec) => n + 1 + (spec.withResult ? spec.parts : 0), 0);
  return count <= MAX_EARLY_TEXT_KEYS ? specs.flatMap(keysOfSpec) : [];
}

interface FirstRead {
  keys: readonly string[];
  stored: Promise<Stored>;
  changed: boolean;
  textKeys: readonly string[];
  texts: Promise<Stored | undefined>;
}

export interface EarlyRead {
  /** The items' read, if it covered `keys` and nothing changed up to its answer. */
  items(keys: readonly string[]): Promise<Stored | undefined>;
  /** The texts' read, if it covered `keys`. */
  texts(keys: readonly string[]): Promise<Stored | undefined>;
}

const SLOT = '__humanizerPopupFirstRead';
type Slot = { [SLOT]?: FirstRead };

interface LocalArea {
  get(keys: string[]): Promise<Stored>;
}
interface ChangeEvents {
  addListener(listener: (changes: Stored, area: string) => void): void;
}

/**
 * Run by popup-first-read.js: starts the reads and notes changes from before them.
 * `withTexts`: the texts live in storage.local (Chrome; Firefox keeps them in IndexedDB).
 */
export function startFirstRead(
  local: LocalArea,
  onChanged: ChangeEvents,
  slot: object,
  withTexts: boolean,
): void {
  const keys = withVersionMarks(FIRST_READ_KEYS);
  const read: FirstRead = {
    keys,
    stored: Promise.resolve({}),
    changed: false,
    textKeys: [],
    texts: Promise.resolve(undefined),
  };
  onChanged.addListener((changes, area) => {
    if (area === 'local' && keys.some((key) => key in changes)) read.changed = true;
  });
  read.stored = local.get([...keys]);
  read.texts = read.stored.then(async (stored) => {
    read.textKeys = withTexts ? firstTextKeys(stored) : [];
    return read.textKeys.length > 0 ? local.get([...read.textKeys]) : undefined;
  });
  read.texts.catch(() => undefined);
  (slot as Slot)[SLOT] = read;
}

const covers = (read: readonly string[], keys: readonly string[]) =>
  keys.every((key) => read.includes(key));

/** The early reads, once (undefined when there are none). Take them once storage is watched. */
export function takeFirstRead(slot: object): EarlyRead | undefined {
  const read = (slot as Slot)[SLOT];
  delete (slot as Slot)[SLOT];
  if (!read) return undefined;
  return {
    async items(keys) {
      if (!covers(read.keys, keys)) return undefined;
      const stored = await read.stored.catch(() => undefined);
      return read.changed ? undefined : stored;
    },
    async texts(keys) {
      // Which keys it reads is known once the items' read has answered.
      await read.stored.catch(() => undefined);
      if (!covers(read.textKeys, keys)) return undefined;
      return read.texts.catch(() => undefined);
    },
  };
}
