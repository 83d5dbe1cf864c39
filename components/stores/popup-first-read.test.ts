import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { historyItem, jobsItem, popupDraftItem, popupJobIdItem, usageItem } from '@/utils/storage';
import {
  FIRST_READ_KEYS,
  startFirstRead,
  takeFirstRead,
  withVersionMarks,
} from './popup-first-read';

const KEYS = withVersionMarks(FIRST_READ_KEYS);
const start = (slot: object) =>
  startFirstRead(fakeBrowser.storage.local, fakeBrowser.storage.onChanged, slot);

describe('the popup first read', () => {
  beforeEach(() => fakeBrowser.reset());

  it('reads the keys of the items the popup store reads first (Chrome)', () => {
    const items = [popupJobIdItem, jobsItem, usageItem, historyItem, popupDraftItem];
    expect(items.map((item) => item.key.replace(/^local:/, ''))).toEqual([...FIRST_READ_KEYS]);
  });

  it('is taken once, for keys it read', async () => {
    await fakeBrowser.storage.local.set({ usage: { total: 5 } });
    const slot = {};
    start(slot);
    expect(await takeFirstRead(['usage', 'unknown'], slot)).toBeUndefined();
    start(slot);
    expect(await takeFirstRead(['usage', 'usage$'], slot)).toEqual({ usage: { total: 5 } });
    expect(await takeFirstRead(KEYS, slot)).toBeUndefined();
  });

  it('is not used when one of its keys changed after it started, up to its answer', async () => {
    const slot = {};
    start(slot);
    await fakeBrowser.storage.local.set({ jobs: { head: [] } });
    expect(await takeFirstRead(KEYS, slot)).toBeUndefined();

    start(slot);
    await fakeBrowser.storage.local.set({ unrelated: 1 });
    expect(await takeFirstRead(KEYS, slot)).toBeDefined();
  });
});
