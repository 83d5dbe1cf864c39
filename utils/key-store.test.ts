/**
 * The key and its origin, written together: in storage.local in Chrome (with the settings in
 * the same write), in the protected area in Firefox, where an older version's key and origin
 * move out of storage.local.
 */
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { keyStore } from './key-store';
import { indexedDbArea } from './protected-area';

beforeEach(() => fakeBrowser.reset());

describe('key store in storage.local (Chrome)', () => {
  it('writes the key, its origin and the settings in one write', async () => {
    const set = vi.spyOn(fakeBrowser.storage.local, 'set');
    const store = keyStore(undefined);
    await store.set('k-1', 'https://api.test', [{ key: 'local:settings', value: { a: 1 } }]);
    expect(set).toHaveBeenCalledTimes(1);
    expect(await store.get()).toEqual({ key: 'k-1', origin: 'https://api.test' });
    const { values } = await store.getWith([]);
    expect(values).toEqual([]);
    await store.remove();
    expect(await store.get()).toEqual({ key: '', origin: null });
  });
});

describe('key store in the protected area (Firefox)', () => {
  it('moves an older key and origin out of storage.local, and keeps them from it', async () => {
    await fakeBrowser.storage.local.set({
      apiKey: 'old-key',
      apiKey$: { v: 1 },
      apiKeyOrigin: 'https://api.test',
      settings: { baseUrl: 'https://api.test/v1' },
    });
    const area = indexedDbArea(() => new IDBFactory());
    const store = keyStore(area);
    let heard = 0;
    store.watch(() => (heard += 1));
    await store.migrate();
    expect(await fakeBrowser.storage.local.get(null)).toEqual({
      settings: { baseUrl: 'https://api.test/v1' },
    });
    expect(await store.get()).toEqual({ key: 'old-key', origin: 'https://api.test' });
    await store.set('new-key', 'https://b.test', [{ key: 'local:settings', value: { b: 2 } }]);
    expect(await area.get(['apiKey', 'apiKeyOrigin'])).toEqual({
      apiKey: 'new-key',
      apiKeyOrigin: 'https://b.test',
    });
    expect(await fakeBrowser.storage.local.get(null)).toEqual({ settings: { b: 2 } });
    await store.remove();
    expect(await store.get()).toEqual({ key: '', origin: null });
    expect(heard).toBe(2);
  });
});
