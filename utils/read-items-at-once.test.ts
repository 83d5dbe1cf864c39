import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { lazyItem } from './lazy-item';
import { readItemsAtOnce } from './read-items-at-once';

const plain = lazyItem<number>('local:plain', { fallback: 7, version: 1 });
const shaped = lazyItem<{ n: number }>('local:shaped', {
  fallback: { n: 0 },
  version: 2,
  migrations: { 2: (v1: number) => ({ n: v1 }) },
});

describe('readItemsAtOnce', () => {
  beforeEach(() => fakeBrowser.reset());

  it('reads every item and its version mark in one read, fallbacks for what is absent', async () => {
    await fakeBrowser.storage.local.set({ shaped: { n: 3 }, shaped$: { v: 2 } });
    const get = vi.spyOn(fakeBrowser.storage.local, 'get');
    expect(await readItemsAtOnce([plain, shaped])).toEqual([7, { n: 3 }]);
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith(['plain', 'plain$', 'shaped', 'shaped$']);
  });

  it('reads an item of an older version through the item, which migrates it', async () => {
    await fakeBrowser.storage.local.set({ plain: 1, shaped: 9 });
    expect(await readItemsAtOnce([plain, shaped])).toEqual([1, { n: 9 }]);
    expect(await fakeBrowser.storage.local.get('shaped$')).toEqual({ shaped$: { v: 2 } });
  });

  it('reads an item kept outside storage.local by itself, and takes the given reader', async () => {
    const elsewhere = { key: 'protected:draft', fallback: '', getValue: async () => 'draft' };
    const read = vi.fn(async () => ({ plain: 2 }));
    expect(await readItemsAtOnce([plain, elsewhere], read)).toEqual([2, 'draft']);
    expect(read).toHaveBeenCalledWith(['plain', 'plain$']);
  });
});
