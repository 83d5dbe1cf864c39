/**
 * One stored value the background OBEYS (the settings, the button's sites and Pause, the
 * last-known policy, the queue's window), kept where no page's process can change it.
 *
 * Chrome: a storage.local item, which the background shuts to content scripts at every start
 * (TRUSTED_CONTEXTS, entrypoints/background/storage-access.ts).
 * Firefox: storage.local is writable from every content-script world, that is from a page's
 * process, and Firefox has no switch to close it. So the value the background reads is the
 * copy in the protected area (the extension's IndexedDB, utils/protected-area.ts), which only
 * the background and our own pages reach. storage.local keeps a mirror, written after each
 * write, only so that other contexts hear a change (`watch`: the options page follows the
 * policy): a value written there by anyone else is heard as "read again", never read.
 * An older version's value (in storage.local only) moves into the protected area once, at the
 * background's start or the first read, with its migrations; from then on storage.local is
 * never read for it again, even while the protected area holds none (then: the fallback).
 */
import { browser } from 'wxt/browser';
import type { KeyValueArea } from '@/lib/model/storage-area';
import { lazyItem, type LazyItem } from './lazy-item';

export interface TrustedItem<T> {
  /** `local:<key>`, as storage.local names it. */
  readonly key: string;
  readonly fallback: T;
  /** The version this build writes. */
  readonly version: number;
  getValue(): Promise<T>;
  setValue(value: T): Promise<void>;
  /** Hears that the value may have changed: read it again with getValue. */
  watch(listener: () => void): () => void;
  /** Runs the migrations (Chrome), or the one-time move into the protected area (Firefox). */
  migrate(): Promise<void>;
  /** Chrome's storage.local item, for the one-write paths (undefined in Firefox). */
  readonly local: LazyItem<T> | undefined;
}

export interface TrustedItemOptions<T> {
  fallback: T;
  version: number;
  /** As WXT's: `migrations[n]` turns a value of version n-1 into version n. */
  migrations?: Record<number, (value: never) => unknown>;
}

/** `value` of version `from`, brought to version `to` by `steps` (an item's migrations). */
export async function upgraded(
  value: unknown,
  from: number,
  to: number,
  steps: TrustedItemOptions<unknown>['migrations'] = {},
): Promise<unknown> {
  let next = value;
  for (let v = from + 1; v <= to; v++) next = (await steps[v]?.(next as never)) ?? next;
  return next;
}

const versionOf = (mark: unknown): number => {
  const v = (mark as { v?: unknown } | undefined)?.v;
  return typeof v === 'number' && Number.isInteger(v) && v >= 1 ? v : 1;
};

export function trustedItem<T>(
  name: string,
  options: TrustedItemOptions<T>,
  /** The protected area (Firefox); undefined: storage.local (Chrome). */
  area: KeyValueArea | undefined,
): TrustedItem<T> {
  const local = lazyItem<T>(`local:${name}`, options as never);
  const base = { key: local.key, fallback: options.fallback, version: options.version };
  const watch = (listener: () => void) => local.watch(() => listener());
  if (!area) {
    return {
      ...base,
      local,
      getValue: () => local.getValue(),
      setValue: (value) => local.setValue(value),
      watch,
      migrate: () => local.migrate(),
    };
  }
  const mark = `${name}$`;
  const stamp = { v: options.version };
  let moved: Promise<void> | undefined;
  /** Once: the value an older version left in storage.local (or none) becomes the copy. */
  const moveOnce = () => {
    moved ??= (async () => {
      if ((await area.get([mark]))[mark] !== undefined) return;
      const legacy = await browser.storage.local.get([name, mark]);
      const value = legacy[name];
      if (value === undefined || value === null) return area.set({ [mark]: stamp });
      const current = await upgraded(
        value,
        versionOf(legacy[mark]),
        options.version,
        options.migrations,
      );
      await area.set({ [name]: current, [mark]: stamp });
    })();
    moved.catch(() => (moved = undefined));
    return moved;
  };
  return {
    ...base,
    local: undefined,
    async getValue() {
      await moveOnce();
      const found = await area.get([name, mark]);
      if (found[name] === undefined) return options.fallback;
      const from = versionOf(found[mark]);
      if (from >= options.version) return found[name] as T;
      return (await upgraded(found[name], from, options.version, options.migrations)) as T;
    },
    async setValue(value) {
      await moveOnce();
      await area.set({ [name]: value, [mark]: stamp });
      // The mirror, for other contexts' watchers only; the value above is stored either way.
      await browser.storage.local
        .set({ [name]: value, [mark]: stamp })
        .catch((err: unknown) => console.warn(`Mirroring ${name}:`, err));
    },
    watch,
    migrate: moveOnce,
  };
}
