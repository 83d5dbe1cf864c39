/**
 * A WXT storage item that reads nothing until it is used. WXT's `defineItem` reads storage
 * the moment it is called (the value always, and the value with its version mark when there
 * are migrations), so items defined at module scope made every page that imported the storage
 * module read all of them at import: the popup read the history index three times before its
 * first paint. Here an item with migrations is defined on first use (its migrations run
 * then, as WXT runs them at definition); one without is never defined at all: WXT's item
 * would only add a read of its value, and the storage functions do the rest alike.
 */
import {
  storage,
  type StorageItemKey,
  type WxtStorageItem,
  type WxtStorageItemOptions,
} from 'wxt/utils/storage';

// WXT's own default for an item's metadata type.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
type Item<T> = WxtStorageItem<T, {}>;

export interface LazyItem<T> extends Item<T> {
  /** The version this build writes (1 when the item has none). */
  readonly version: number;
  /** Whether the item has migrations (then only a current version mark can be read as is). */
  readonly migrates: boolean;
  /** Defines the item now, which starts its migrations (WXT runs them at definition). */
  define(): void;
}

export function lazyItem<T>(
  key: StorageItemKey,
  options: Omit<WxtStorageItemOptions<T>, 'init'> & { fallback: T },
): LazyItem<T> {
  const { fallback } = options;
  const migrates = options.migrations !== undefined;
  let item: Item<T> | undefined;
  const defined = (): Item<T> =>
    (item ??= migrates ? storage.defineItem<T>(key, options) : plainItem(key, fallback));
  return {
    key,
    version: options.version ?? 1,
    migrates,
    define: () => void defined(),
    defaultValue: fallback,
    fallback,
    getValue: () => defined().getValue(),
    getMeta: () => defined().getMeta(),
    setValue: (value) => defined().setValue(value),
    setMeta: (properties) => defined().setMeta(properties),
    removeValue: (opts) => defined().removeValue(opts),
    removeMeta: (properties) => defined().removeMeta(properties),
    // As the item's own watch (a removed value reads as the fallback), without defining it.
    watch: (cb) =>
      storage.watch<T>(key, (next, previous) => cb(next ?? fallback, previous ?? fallback)),
    watchMeta: (cb) => storage.watchMeta(key, cb),
    migrate: () => defined().migrate(),
  };
}

/** What WXT's item does when it has no migrations and no init, one call each. */
function plainItem<T>(key: StorageItemKey, fallback: T): Item<T> {
  return {
    key,
    defaultValue: fallback,
    fallback,
    getValue: () => storage.getItem<T>(key, { fallback }),
    getMeta: () => storage.getMeta(key),
    setValue: (value) => storage.setItem(key, value),
    setMeta: (properties) => storage.setMeta(key, properties),
    removeValue: (opts) => storage.removeItem(key, opts),
    removeMeta: (properties) => storage.removeMeta(key, properties),
    watch: (cb) => storage.watch<T>(key, (next, old) => cb(next ?? fallback, old ?? fallback)),
    watchMeta: (cb) => storage.watchMeta(key, cb),
    migrate: async () => undefined,
  };
}
