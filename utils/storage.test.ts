import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { settingsItem } from './storage';

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
