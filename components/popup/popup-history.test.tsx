// @vitest-environment happy-dom
/**
 * The popup reads history texts on demand (issue 8): at open only the drawn entries' text items
 * (the newest three, and the reopened entry's), the rest on "Show all"; an entry whose
 * texts are missing shows its meta line alone, never another entry's text.
 */
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createPopupStore } from '@/components/stores/popup-store';
import { TEXT_PREFIX, textKey } from '@/lib/queue/stored-layout';
import { popupJobIdItem, textArea } from '@/utils/storage';
import { useEnglishMessages } from '@/utils/testing/i18n';
import { historyEntry, storeHistory } from './testing/popup-fixtures';
import { recentItems, renderPopup } from './testing/render-popup';

let textReads: string[][];

beforeEach(() => {
  fakeBrowser.reset();
  useEnglishMessages();
  textReads = [];
  const get = fakeBrowser.storage.local.get.bind(fakeBrowser.storage.local);
  vi.spyOn(fakeBrowser.storage.local, 'get').mockImplementation(((keys?: unknown) => {
    const list = Array.isArray(keys) ? keys : typeof keys === 'string' ? [keys] : [];
    const texts = list.filter((k): k is string => String(k).startsWith(TEXT_PREFIX));
    if (texts.length > 0) textReads.push(texts.map((k) => k.slice(TEXT_PREFIX.length)));
    return get(keys as never);
  }) as typeof get);
});
afterEach(cleanup);

const read = () => textReads.flat().sort();
const ids = (...n: number[]) => n.map((i) => `old-${i}`).sort();

describe('popup history texts, read on demand', () => {
  it('reads only the three drawn entries’ texts at open, and the rest on Show all', async () => {
    await storeHistory(Array.from({ length: 12 }, (_, i) => historyEntry(i + 1)));
    await renderPopup();
    expect(read()).toEqual(ids(1, 2, 3));
    expect(recentItems()).toHaveLength(3);
    expect(recentItems()[0]).toMatch(/^Past text number 1\.50 charged · /);
    await userEvent.click(screen.getByRole('button', { name: 'Show all 12' }));
    await waitFor(() =>
      expect(recentItems().every((text) => /^Past text number/.test(text))).toBe(true),
    );
    expect(recentItems()).toHaveLength(12);
    recentItems().forEach((text, i) =>
      expect(text).toMatch(new RegExp(`^Past text number ${i + 1}\\.50`)),
    );
    // Each item read once: the first three are not read again.
    expect(read()).toEqual(ids(...Array.from({ length: 12 }, (_, i) => i + 1)));
  });

  it('is hydrated only once the drawn entries have their texts', async () => {
    await storeHistory([1, 2].map(historyEntry));
    const store = createPopupStore();
    await store.getState().start();
    expect(store.getState().hydrated).toBe(true);
    expect(store.getState().history.map((e) => e.original)).toEqual([
      'Past text number 1.',
      'Past text number 2.',
    ]);
  });

  it('reads the reopened entry’s texts at open, and an entry’s when it is reopened', async () => {
    await storeHistory(Array.from({ length: 8 }, (_, i) => historyEntry(i + 1)));
    await popupJobIdItem.setValue('old-7');
    const store = await renderPopup();
    expect(read()).toEqual(ids(1, 2, 3, 7));
    expect(screen.getByLabelText('Humanized text')).toHaveProperty('value', 'Rewrite number 7.');
    await act(() => store.getState().reopen('old-5'));
    await waitFor(() =>
      expect(screen.getByLabelText('Humanized text')).toHaveProperty('value', 'Rewrite number 5.'),
    );
    expect(read()).toEqual(ids(1, 2, 3, 5, 7));
  });

  it('shows an entry whose texts are missing with its meta line alone', async () => {
    await storeHistory([1, 2, 3].map(historyEntry));
    await fakeBrowser.storage.local.remove(textKey('old-2'));
    await renderPopup();
    expect(recentItems()[0]).toMatch(/^Past text number 1\./);
    expect(recentItems()[1]).toMatch(/^50 charged · /);
    expect(recentItems()[2]).toMatch(/^Past text number 3\./);
  });

  it('shows an entry whose texts could not be read with its meta line, and reads them later', async () => {
    await storeHistory([1].map(historyEntry));
    const get = vi.spyOn(textArea, 'get').mockRejectedValueOnce(new Error('disk'));
    await renderPopup();
    expect(recentItems()).toEqual([expect.stringMatching(/^50 charged · /)]);
    await userEvent.click(screen.getByRole('button', { name: /50 charged/ }));
    await waitFor(() => expect(recentItems()[0]).toMatch(/^Past text number 1\./));
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('reads a new entry’s texts when it appears among the drawn ones', async () => {
    await storeHistory([2, 3, 4].map(historyEntry));
    await renderPopup();
    expect(read()).toEqual(ids(2, 3, 4));
    await act(() => storeHistory([1, 2, 3, 4].map(historyEntry)));
    await waitFor(() => expect(recentItems()[0]).toMatch(/^Past text number 1\./));
    // Only the new one is read; the fourth is no longer drawn.
    expect(read()).toEqual(ids(1, 2, 3, 4));
    expect(recentItems()).toHaveLength(3);
  });
});
