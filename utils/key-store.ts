/**
 * The API key and the origin it was saved for, stored together in one write. Chrome: the
 * `apiKey` and `apiKeyOrigin` items of storage.local, which content scripts cannot read there.
 * Firefox: the same two keys in the protected area (the extension's IndexedDB, where content
 * scripts cannot reach; protected-area.ts), where a key and origin an older version left in
 * storage.local move (and are removed from storage.local) at the background's start or the
 * first read. Only the background writes it, so in Firefox its own listeners hear every change.
 */
import { browser } from 'wxt/browser';
import { storage } from 'wxt/utils/storage';
import type { KeyValueArea } from '@/lib/model/storage-area';
import { lazyItem } from './lazy-item';

export interface SavedKey {
  key: string;
  /** The origin it was saved for; null when unknown (a key saved before keys were bound). */
  origin: string | null;
}

/** More items for storage.setItems, written with the key (the settings). */
export type WrittenWith = Parameters<typeof storage.setItems>[0];

/** Items for storage.getItems, read with the key (the settings). */
export type ReadWith = Parameters<typeof storage.getItems>[0];

export interface KeyStore {
  get(): Promise<SavedKey>;
  /** The key, and the values of `also`, in one read where one area holds them (Chrome). */
  getWith(also: ReadWith): Promise<{ saved: SavedKey; values: unknown[] }>;
  /**
   * Stores the key and its origin, and `also` (storage.local items) in the same write where
   * one area holds them all (Chrome). Firefox: the key and origin first, then `also`: a key
   * bound to a new origin beside the old base URL is refused there, never sent elsewhere.
   */
  set(key: string, origin: string | null, also?: WrittenWith): Promise<void>;
  remove(): Promise<void>;
  /** Hears every change of the key or its origin. */
  watch(listener: () => void): () => void;
  /** Firefox: moves a key an older version left in storage.local into the protected area. */
  migrate(): Promise<void>;
}

const KEY = 'apiKey';
const ORIGIN = 'apiKeyOrigin';

const savedKey = (values: Record<string, unknown>): SavedKey => ({
  key: typeof values[KEY] === 'string' ? values[KEY] : '',
  origin: typeof values[ORIGIN] === 'string' ? values[ORIGIN] : null,
});

/** `protectedArea`: the protected area (Firefox), or undefined for storage.local (Chrome). */
export function keyStore(protectedArea: KeyValueArea | undefined): KeyStore {
  return protectedArea ? protectedKeyStore(protectedArea) : localKeyStore();
}

function localKeyStore(): KeyStore {
  const key = lazyItem<string>(`local:${KEY}`, { fallback: '', version: 1 });
  const origin = lazyItem<string | null>(`local:${ORIGIN}`, {
    fallback: null,
    version: 1,
  });
  return {
    get: async () => savedKey(await browser.storage.local.get([KEY, ORIGIN])),
    async getWith(also) {
      const [k, o, ...values] = (await storage.getItems([key, origin, ...also])).map(
        (entry) => entry.value as unknown,
      );
      return { saved: savedKey({ [KEY]: k, [ORIGIN]: o }), values };
    },
    set: (value, at, also = []) =>
      storage.setItems([{ item: key, value }, { item: origin, value: at }, ...also]),
    remove: () => storage.removeItems([key, origin]),
    watch(listener) {
      const stops = [key.watch(listener), origin.watch(listener)];
      return () => stops.forEach((stop) => stop());
    },
    migrate: async () => undefined,
  };
}

function protectedKeyStore(area: KeyValueArea): KeyStore {
  const listeners = new Set<() => void>();
  const tell = () => listeners.forEach((listener) => listener());
  let moved: Promise<void> | undefined;
  const migrate = () => {
    moved ??= (async () => {
      const local = await browser.storage.local.get([KEY, ORIGIN]);
      if (local[KEY] === undefined && local[ORIGIN] === undefined) return;
      const current = await area.get([KEY]);
      if (current[KEY] === undefined) {
        const { key, origin } = savedKey(local);
        await area.set({ [KEY]: key, [ORIGIN]: origin });
      }
      await browser.storage.local.remove([KEY, `${KEY}$`, ORIGIN, `${ORIGIN}$`]);
    })();
    moved.catch(() => (moved = undefined));
    return moved;
  };
  const get = async () => {
    await migrate();
    return savedKey(await area.get([KEY, ORIGIN]));
  };
  return {
    get,
    async getWith(also) {
      const saved = await get();
      const values = (await storage.getItems(also)).map((entry) => entry.value as unknown);
      return { saved, values };
    },
    async set(key, origin, also = []) {
      await migrate();
      await area.set({ [KEY]: key, [ORIGIN]: origin });
      tell();
      if (also.length > 0) await storage.setItems(also);
    },
    async remove() {
      await migrate();
      await area.remove([KEY, ORIGIN]);
      tell();
    },
    watch(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    migrate,
  };
}
