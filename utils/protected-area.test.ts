/**
 * The protected area (Firefox: the extension's IndexedDB) holds the key and every text a
 * content script must not read; an older version's key moves out of storage.local into it.
 */
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { indexedDbArea } from './protected-area';
import { protectedItem } from './protected-item';

beforeEach(() => fakeBrowser.reset());

describe('protected area', () => {
  it('stores, reads, lists and removes items, each set in one transaction', async () => {
    const area = indexedDbArea(() => new IDBFactory());
    await area.set({ 'text:a': 'words', 'result:a:0': { text: 'WORDS', after: '' } });
    expect(await area.get(['text:a', 'result:a:0', 'text:none'])).toEqual({
      'text:a': 'words',
      'result:a:0': { text: 'WORDS', after: '' },
    });
    expect((await area.keys()).sort()).toEqual(['result:a:0', 'text:a']);
    await area.remove(['text:a']);
    expect(await area.keys()).toEqual(['result:a:0']);
  });

  it('moves a key an older version left in storage.local into it, and removes it there', async () => {
    await fakeBrowser.storage.local.set({ apiKey: 'old-key', apiKey$: { v: 1 }, other: 1 });
    const area = indexedDbArea(() => new IDBFactory());
    const key = protectedItem('apiKey', '', area);
    const heard: string[] = [];
    key.watch((value) => heard.push(value));
    expect(await key.getValue()).toBe('old-key');
    expect(await fakeBrowser.storage.local.get(null)).toEqual({ other: 1 });
    expect(await area.get(['apiKey'])).toEqual({ apiKey: 'old-key' });
    await key.setValue('new-key');
    expect(await key.getValue()).toBe('new-key');
    await key.removeValue();
    expect(await key.getValue()).toBe('');
    expect(heard).toEqual(['new-key', '']);
    expect(JSON.stringify(await fakeBrowser.storage.local.get(null))).not.toMatch(/key/);
  });

  it('keeps a key already moved when an older copy shows up in storage.local', async () => {
    const area = indexedDbArea(() => new IDBFactory());
    await area.set({ apiKey: 'current' });
    await fakeBrowser.storage.local.set({ apiKey: 'stale' });
    expect(await protectedItem('apiKey', '', area).getValue()).toBe('current');
    expect(await fakeBrowser.storage.local.get(null)).toEqual({});
  });
});
