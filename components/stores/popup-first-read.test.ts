import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { historyItem, jobsItem, popupDraftItem, popupJobIdItem, usageItem } from '@/utils/storage';
import {
  FIRST_READ_KEYS,
  firstTextKeys,
  startFirstRead,
  takeFirstRead,
  withVersionMarks,
} from './popup-first-read';

const KEYS = withVersionMarks(FIRST_READ_KEYS);
const start = (slot: object, withTexts = true) =>
  startFirstRead(fakeBrowser.storage.local, fakeBrowser.storage.onChanged, slot, withTexts);
const entry = (i: number, extra: Record<string, unknown> = {}) => ({
  id: `e${i}`,
  finishedAt: 1000 - i,
  status: 'done',
  ...extra,
});

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
    const early = takeFirstRead(slot);
    expect(await early?.items(['usage', 'unknown'])).toBeUndefined();
    expect(await early?.items(['usage', 'usage$'])).toEqual({ usage: { total: 5 } });
    expect(takeFirstRead(slot)).toBeUndefined();
  });

  it('is not used when one of its keys changed after it started, up to its answer', async () => {
    const slot = {};
    start(slot);
    await fakeBrowser.storage.local.set({ jobs: { head: [] } });
    expect(await takeFirstRead(slot)?.items(KEYS)).toBeUndefined();

    start(slot);
    await fakeBrowser.storage.local.set({ unrelated: 1 });
    expect(await takeFirstRead(slot)?.items(KEYS)).toBeDefined();
  });

  it('reads the texts of the three newest entries next, in Chrome only', async () => {
    const history = [entry(3), entry(1), entry(2, { parts: 2 }), entry(4, { status: 'failed' })];
    await fakeBrowser.storage.local.set({ history, 'text:e1': 'one', 'text:e2': 'two' });
    const slot = {};
    start(slot);
    const early = takeFirstRead(slot);
    const keys = ['text:e1', 'result:e1:0', 'text:e2', 'result:e2:0', 'result:e2:1', 'text:e3'];
    expect(await early?.texts(keys)).toEqual({ 'text:e1': 'one', 'text:e2': 'two' });
    expect(await early?.texts(['text:e4'])).toBeUndefined();

    start(slot, false);
    expect(await takeFirstRead(slot)?.texts(['text:e1'])).toBeUndefined();
  });

  it('reads no texts early for a damaged index', () => {
    expect(firstTextKeys({ history: 'none' })).toEqual([]);
    expect(firstTextKeys({ history: [entry(1, { parts: 1e9 })] })).toEqual([]);
    expect(firstTextKeys({ history: [entry(1, { parts: -1 }), { id: 5 }, null] })).toEqual([]);
    expect(firstTextKeys({ history: [entry(1, { status: 'failed' })], popupJobId: 'e1' })).toEqual([
      'text:e1',
    ]);
  });
});
