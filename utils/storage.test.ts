import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { historyItem, jobsItem, settingsItem } from './storage';
import { textBytesOf } from '@/lib/queue/history-log';
import { jobView } from '@/lib/model/testing/fixtures';

describe('settings item', () => {
  beforeEach(() => fakeBrowser.reset());

  it.each([
    ['card', 'review'],
    ['replace', 'replace'],
  ])('migrates v1 editableBehaviour %s to %s', async (v1, v2) => {
    await fakeBrowser.storage.local.set({
      settings: {
        baseUrl: 'http://127.0.0.1:8787/v1',
        requestsPerMinute: 30,
        historyEnabled: true,
        editableBehaviour: v1,
      },
      settings$: { v: 1 },
    });
    await settingsItem.migrate();
    expect((await settingsItem.getValue()).editableBehaviour).toBe(v2);
    expect(await fakeBrowser.storage.local.get('settings$')).toEqual({ settings$: { v: 3 } });
  });

  it('migrates v2 to v3: asks before sending more than 1,000 words, the rest kept', async () => {
    const v2 = {
      baseUrl: 'https://api.example.com/v1',
      requestsPerMinute: 12,
      historyEnabled: false,
      editableBehaviour: 'review',
    };
    await fakeBrowser.storage.local.set({ settings: v2, settings$: { v: 2 } });
    await settingsItem.migrate();
    expect(await settingsItem.getValue()).toEqual({ ...v2, confirmAboveWords: 1000 });
    expect(await fakeBrowser.storage.local.get('settings$')).toEqual({ settings$: { v: 3 } });
  });
});

describe('jobs item', () => {
  beforeEach(() => fakeBrowser.reset());

  it.each([1, 2])(
    'drops v%i’s list of every job (the queue publishes a bounded one)',
    async (v) => {
      const view = jobView({ id: 'j1', source: { kind: 'popup' }, text: 'the original' });
      await fakeBrowser.storage.local.set({ jobs: [view], jobs$: { v } });
      await jobsItem.migrate();
      expect(await jobsItem.getValue()).toEqual({ head: [], followed: [], live: 0 });
      expect(JSON.stringify(await fakeBrowser.storage.local.get('jobs'))).not.toMatch(/original/i);
    },
  );
});

describe('history item', () => {
  beforeEach(() => fakeBrowser.reset());

  const meta = { wordCount: 2, wordsCharged: 5, finishedAt: 1, site: 'popup', status: 'done' };

  it('keeps v1’s inline texts (the queue’s startup moves them) and weighs every entry', async () => {
    const legacy = { original: 'an older text', result: 'AN OLDER TEXT' };
    await fakeBrowser.storage.local.set({
      history: [
        { id: 'old', ...legacy, ...meta },
        { id: 'queued', ...meta },
      ],
      history$: { v: 1 },
    });
    await historyItem.migrate();
    expect(await historyItem.getValue()).toEqual([
      { id: 'old', ...legacy, ...meta, textBytes: textBytesOf(legacy) },
      { id: 'queued', ...meta, textBytes: 0 },
    ]);
    expect(await fakeBrowser.storage.local.get('history$')).toEqual({ history$: { v: 2 } });
  });

  it('leaves a v2 index as it is when its version was not recorded', async () => {
    const index = [{ id: 'a', ...meta, textBytes: 1234 }];
    await fakeBrowser.storage.local.set({ history: index });
    await historyItem.migrate();
    expect(await historyItem.getValue()).toEqual(index);
  });
});

describe('the storage module', () => {
  it('reads nothing when imported: each item reads when it is used', async () => {
    vi.resetModules();
    const get = vi.spyOn(fakeBrowser.storage.local, 'get');
    await import('./storage');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(get).not.toHaveBeenCalled();
  });
});
