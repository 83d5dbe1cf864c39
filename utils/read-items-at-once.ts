/**
 * The values of several storage.local items in one read, version marks included. Each read
 * is a round trip to the browser's storage, and reads queue behind one another there: the
 * popup's first view needs five items, and reading them one by one kept it waiting. An item
 * is taken as read when it has no value, no migrations, or this build's version mark; any
 * other is read again through the item, which migrates it first. An item kept elsewhere (the
 * protected area in Firefox) is read by itself, at the same time.
 */
import { browser } from 'wxt/browser';
import { isRecord } from '@/lib/is-record';

/** A stored item (lazy-item.ts, protected-item.ts): one outside storage.local is read alone. */
export interface ReadableItem<T> {
  readonly key: string;
  readonly fallback: T;
  /** With migrations, only a value with this version mark is taken as read. */
  readonly version?: number;
  readonly migrates?: boolean;
  getValue(): Promise<T>;
}

type Values<T extends readonly ReadableItem<unknown>[]> = {
  [K in keyof T]: T[K] extends ReadableItem<infer V> ? V : never;
};

const LOCAL = 'local:';

export async function readItemsAtOnce<const T extends readonly ReadableItem<unknown>[]>(
  items: T,
  /** Reads storage.local (the popup passes its early read when it has one). */
  read: (keys: string[]) => Promise<Record<string, unknown>> = (keys) =>
    browser.storage.local.get(keys),
): Promise<Values<T>> {
  const local = items.filter((item) => item.key.startsWith(LOCAL));
  const keys = local.flatMap((item) => {
    const key = item.key.slice(LOCAL.length);
    return [key, `${key}$`];
  });
  const stored = keys.length > 0 ? await read(keys) : {};
  const values = items.map((item) => {
    if (!item.key.startsWith(LOCAL)) return item.getValue();
    const key = item.key.slice(LOCAL.length);
    const value: unknown = stored[key];
    if (value === undefined || value === null) return item.fallback;
    const mark: unknown = stored[`${key}$`];
    const version = isRecord(mark) && typeof mark.v === 'number' ? mark.v : 1;
    return !item.migrates || version === item.version ? value : item.getValue();
  });
  return (await Promise.all(values)) as Values<T>;
}
