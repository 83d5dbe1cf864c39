/**
 * One stored value that a content script must not read in Firefox (the API key, the popup's
 * draft): a storage.local item in Chrome, where content scripts are shut out of storage.local,
 * and a key of the protected area (the extension's IndexedDB, protected-area.ts) in Firefox.
 * There, a value an older version left in storage.local is moved into the protected area and
 * removed from storage.local the first time the item is read (and at the background's start).
 */
import { browser } from 'wxt/browser';
import type { KeyValueArea } from '@/lib/model/storage-area';
import { lazyItem } from './lazy-item';

export interface ValueItem<T> {
  /** `local:<key>` in storage.local (Chrome), `protected:<key>` in the protected area. */
  readonly key: string;
  readonly fallback: T;
  getValue(): Promise<T>;
  setValue(value: T): Promise<void>;
  removeValue(): Promise<void>;
  /** Hears every change. In the protected area: changes made in this context only. */
  watch(listener: (value: T) => void): () => void;
  /** Moves a value an older version left in storage.local into the protected area. */
  migrate(): Promise<void>;
}

export function protectedItem<T>(
  key: string,
  fallback: T,
  /** The protected area; undefined: storage.local (Chrome). */
  area: KeyValueArea | undefined,
): ValueItem<T> {
  if (!area) {
    const item = lazyItem<T>(`local:${key}`, { fallback, version: 1 });
    return {
      key: item.key,
      fallback,
      getValue: () => item.getValue(),
      setValue: (value) => item.setValue(value),
      removeValue: () => item.removeValue(),
      watch: (listener) => item.watch((value) => listener(value ?? fallback)),
      migrate: async () => undefined,
    };
  }
  const listeners = new Set<(value: T) => void>();
  const tell = (value: T) => listeners.forEach((listener) => listener(value));
  let moved: Promise<void> | undefined;
  const migrate = () => {
    moved ??= (async () => {
      const legacy = (await browser.storage.local.get(key))[key];
      if (legacy === undefined) return;
      if ((await area.get([key]))[key] === undefined) await area.set({ [key]: legacy });
      await browser.storage.local.remove([key, `${key}$`]);
    })();
    moved.catch(() => (moved = undefined));
    return moved;
  };
  return {
    key: `protected:${key}`,
    fallback,
    async getValue() {
      await migrate();
      const value = (await area.get([key]))[key];
      return value === undefined ? fallback : (value as T);
    },
    async setValue(value) {
      await migrate();
      await area.set({ [key]: value });
      tell(value);
    },
    async removeValue() {
      await migrate();
      await area.remove([key]);
      tell(fallback);
    },
    watch(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    migrate,
  };
}
