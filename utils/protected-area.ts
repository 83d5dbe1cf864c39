/**
 * A key-value area in the extension origin's IndexedDB, for what a content script must not
 * read in Firefox (issue 16, point 8): the API key and every text item. Firefox lets a
 * content script read storage.local (Chrome's setAccessLevel has no equivalent there), but a
 * content script's IndexedDB is the web page's, never the extension's: only the background
 * and our own pages reach this one. One object store, keys as storage.local's; each call is
 * one transaction (a set is all or nothing, as storage.local.set is).
 */
import type { KeyValueArea } from '@/lib/model/storage-area';

export const PROTECTED_DB = 'humanizer';
export const PROTECTED_STORE = 'items';

const done = (request: IDBRequest | IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    if ('oncomplete' in request) {
      request.oncomplete = () => resolve();
      request.onabort = request.onerror = () => reject(request.error ?? new Error('aborted'));
    } else {
      request.onsuccess = () => resolve();
      request.onerror = () => reject(request.error);
    }
  });

export function indexedDbArea(factory: () => IDBFactory = () => indexedDB): KeyValueArea {
  let opened: Promise<IDBDatabase> | undefined;
  const db = () => {
    opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory().open(PROTECTED_DB, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(PROTECTED_STORE);
      request.onsuccess = () => {
        request.result.onclose = () => (opened = undefined);
        resolve(request.result);
      };
      request.onerror = () => reject(request.error);
    });
    opened.catch(() => (opened = undefined));
    return opened;
  };
  const transaction = async (mode: IDBTransactionMode) => {
    const tx = (await db()).transaction(PROTECTED_STORE, mode);
    return { tx, store: tx.objectStore(PROTECTED_STORE) };
  };
  return {
    async get(keys) {
      const { tx, store } = await transaction('readonly');
      const found: Record<string, unknown> = {};
      for (const key of keys) {
        const request = store.get(key);
        request.onsuccess = () => {
          if (request.result !== undefined) found[key] = request.result;
        };
      }
      await done(tx);
      return found;
    },
    async keys() {
      const { store } = await transaction('readonly');
      const request = store.getAllKeys();
      await done(request);
      return request.result.map(String);
    },
    async set(items) {
      const { tx, store } = await transaction('readwrite');
      for (const [key, value] of Object.entries(items)) store.put(value, key);
      await done(tx);
    },
    async remove(keys) {
      const { tx, store } = await transaction('readwrite');
      for (const key of keys) store.delete(key);
      await done(tx);
    },
  };
}
