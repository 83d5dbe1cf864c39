/**
 * The popup's first storage read, started before its bundle loads. popup.html runs
 * popup-first-read.js (entrypoints/popup-first-read.ts, a few hundred bytes) ahead of the
 * React bundle, so the read of the items the first view shows overlaps the bundle's fetch
 * and evaluation instead of following them. The store takes the read once (takeFirstRead).
 *
 * A read started before the store watches storage could miss a change made in between: the
 * early script also notes every change to these keys from before its read, and a read taken
 * whose answer comes after such a change is not used (the store reads again, watching).
 */
type Stored = Record<string, unknown>;

/**
 * The storage.local keys of the popup's first view (popup-store.ts; a test holds them in
 * step). The draft is there in Chrome only (Firefox keeps it in the protected area, and
 * reads this key for nothing).
 */
export const FIRST_READ_KEYS = ['popupJobId', 'jobs', 'usage', 'history', 'popupDraft'] as const;

/** The keys with their version marks (WXT's `<key>$`), as readItemsAtOnce reads them. */
export const withVersionMarks = (keys: readonly string[]) => keys.flatMap((k) => [k, `${k}$`]);

interface FirstRead {
  keys: readonly string[];
  stored: Promise<Stored>;
  changed: boolean;
}

const SLOT = '__humanizerPopupFirstRead';
type Slot = { [SLOT]?: FirstRead };

interface LocalArea {
  get(keys: string[]): Promise<Stored>;
}
interface ChangeEvents {
  addListener(listener: (changes: Stored, area: string) => void): void;
}

/** Run by popup-first-read.js: starts the read and notes changes from before it. */
export function startFirstRead(local: LocalArea, onChanged: ChangeEvents, slot: object): void {
  const keys = withVersionMarks(FIRST_READ_KEYS);
  const read: FirstRead = { keys, stored: Promise.resolve({}), changed: false };
  onChanged.addListener((changes, area) => {
    if (area === 'local' && keys.some((key) => key in changes)) read.changed = true;
  });
  read.stored = local.get([...keys]);
  read.stored.catch(() => undefined);
  (slot as Slot)[SLOT] = read;
}

/**
 * The early read of `keys`, once: undefined when there is none, it was taken, it did not
 * read all of `keys`, it failed, or storage changed after it started (up to its answer). Call it once the
 * store watches storage; on undefined, read again.
 */
export async function takeFirstRead(
  keys: readonly string[],
  slot: object,
): Promise<Stored | undefined> {
  const read = (slot as Slot)[SLOT];
  delete (slot as Slot)[SLOT];
  if (!read || !keys.every((key) => read.keys.includes(key))) return undefined;
  const stored = await read.stored.catch(() => undefined);
  return read.changed ? undefined : stored;
}
