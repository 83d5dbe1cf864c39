// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { startFirstRead } from '@/components/stores/popup-first-read';
import { HISTORY_VERSION_MARK } from '@/lib/queue/queue-store';
import { usageItem } from '@/utils/storage';
import { historyEntry, jobView, storeHistory, storeJobs } from './testing/popup-fixtures';
import { recentItems, renderPopup } from './testing/render-popup';
import { useEnglishMessages } from '@/utils/testing/i18n';

const startEarlyRead = () =>
  startFirstRead(fakeBrowser.storage.local, fakeBrowser.storage.onChanged, globalThis, true);

beforeEach(async () => {
  fakeBrowser.reset();
  useEnglishMessages();
  await storeHistory([historyEntry(1), historyEntry(2)]);
  await usageItem.setValue({ days: {}, months: {}, total: 12 });
  // As the queue writes the index: with its version mark (else the popup migrates it first).
  await fakeBrowser.storage.local.set({ [HISTORY_VERSION_MARK.key]: HISTORY_VERSION_MARK.value });
  // The change events of those writes are heard after them: not by the early read.
  await new Promise((resolve) => setTimeout(resolve, 0));
});
afterEach(cleanup);

// Each read is a round trip to the browser's storage, and reads queue behind one another.
describe('the popup first view', () => {
  it('reads storage twice: the items it shows in one read, then the drawn texts', async () => {
    const get = vi.spyOn(fakeBrowser.storage.local, 'get');
    await renderPopup();
    expect(get).toHaveBeenCalledTimes(2);
    expect(recentItems()[0]).toContain('Past text number 1.');
  });

  it('takes the reads popup.html started early, items and texts, and reads nothing itself', async () => {
    startEarlyRead();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const get = vi.spyOn(fakeBrowser.storage.local, 'get');
    await renderPopup();
    expect(get).not.toHaveBeenCalled();
    expect(recentItems()[1]).toContain('Past text number 2.');
  });

  it('reads again when storage changed after the early read began', async () => {
    startEarlyRead();
    await storeJobs([jobView({ id: 'late', status: 'sending' })]);
    await fakeBrowser.storage.local.set({ popupJobId: 'late' });
    await renderPopup();
    expect(screen.getByText('Sending…', { selector: '.status-line' })).toBeTruthy();
  });
});
