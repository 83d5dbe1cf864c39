/**
 * The storage areas the queue writes and the pages read: storage.local, or the extension's
 * IndexedDB where content scripts must not reach (utils/ binds them, tests use memory).
 */

/** A key-value storage area as storage.local is one: values are structured-cloned. */
export interface KeyValueArea {
  /** The values of those of `keys` that are stored. */
  get(keys: readonly string[]): Promise<Record<string, unknown>>;
  /** Every key stored. */
  keys(): Promise<string[]>;
  /** Stores all of `items` in one write (all or nothing). */
  set(items: Readonly<Record<string, unknown>>): Promise<void>;
  remove(keys: readonly string[]): Promise<void>;
}

/**
 * Where the queue stores things. `state`: storage.local (the jobs' small state, the queue's
 * limiter, the published views, usage, the history index). `texts`: the job texts and
 * rewrites, which a content script must not reach: the same storage.local in Chrome (where
 * content scripts are shut out of it), the extension's IndexedDB in Firefox.
 */
export interface QueueStorage {
  state: KeyValueArea;
  texts: KeyValueArea;
}
