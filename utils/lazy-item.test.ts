import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { lazyItem } from './lazy-item';

const reads = () => vi.spyOn(fakeBrowser.storage.local, 'get');

describe('lazyItem', () => {
  beforeEach(() => fakeBrowser.reset());

  it('reads nothing until used, and an item without migrations reads once a value', async () => {
    const get = reads();
    const item = lazyItem<number>('local:count', { fallback: 0, version: 1 });
    await Promise.resolve();
    expect(get).not.toHaveBeenCalled();
    expect(await item.getValue()).toBe(0);
    await fakeBrowser.storage.local.set({ count: 4 });
    expect(await item.getValue()).toBe(4);
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('watches without reading, a removed value heard as the fallback', async () => {
    const get = reads();
    const item = lazyItem<string>('local:word', { fallback: 'none', version: 1 });
    const heard: string[] = [];
    item.watch((value) => heard.push(value));
    await item.setValue('one');
    await item.removeValue();
    expect(heard).toEqual(['one', 'none']);
    expect(get).not.toHaveBeenCalled();
  });

  it('runs its migrations on first use, and define() starts them without a read asked', async () => {
    await fakeBrowser.storage.local.set({ shape: { old: 1 }, shape$: { v: 1 } });
    const migrations = { 2: (v1: { old: number }) => ({ now: v1.old + 1 }) };
    const first = lazyItem<{ now: number }>('local:shape', {
      fallback: { now: 0 },
      version: 2,
      migrations,
    });
    expect(first.migrates).toBe(true);
    expect(await first.getValue()).toEqual({ now: 2 });
    expect(await fakeBrowser.storage.local.get('shape$')).toEqual({ shape$: { v: 2 } });

    await fakeBrowser.storage.local.set({ other: { old: 5 }, other$: { v: 1 } });
    const second = lazyItem<{ now: number }>('local:other', {
      fallback: { now: 0 },
      version: 2,
      migrations,
    });
    second.define();
    await vi.waitFor(async () =>
      expect(await fakeBrowser.storage.local.get('other')).toEqual({ other: { now: 6 } }),
    );
  });
});
