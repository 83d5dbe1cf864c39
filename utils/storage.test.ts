import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { jobsItem, settingsItem } from './storage';

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
    expect(await fakeBrowser.storage.local.get('settings$')).toEqual({ settings$: { v: 2 } });
  });
});

describe('jobs item', () => {
  beforeEach(() => fakeBrowser.reset());

  it('drops v1’s copies of the texts (the queue item holds them)', async () => {
    const view = {
      id: 'j1',
      source: { kind: 'popup' },
      text: 'the original',
      createdAt: 1,
      status: 'done',
      chunkCount: 1,
      chunksDone: 1,
      wordCount: 2,
      wordsCharged: 5,
      result: { humanized_text: 'THE ORIGINAL', word_count: 2, words_charged: 5 },
    };
    await fakeBrowser.storage.local.set({ jobs: [view], jobs$: { v: 1 } });
    await jobsItem.migrate();
    const [stored] = await jobsItem.getValue();
    expect(stored).toEqual({
      ...view,
      text: undefined,
      result: { word_count: 2, words_charged: 5 },
    });
    expect(JSON.stringify(await fakeBrowser.storage.local.get('jobs'))).not.toMatch(/original/i);
  });
});
