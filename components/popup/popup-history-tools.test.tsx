// @vitest-environment happy-dom
/**
 * History search and export in the popup (issue 28, point 3): a search reads every entry's
 * texts and lists the matches alone; an export downloads the ticked entries, or all, with
 * their texts read first.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { parseCsvExport, parseJsonExport } from '@/lib/history/history-export';
import { useEnglishMessages } from '@/utils/testing/i18n';
import { historyEntry, storeHistory } from './testing/popup-fixtures';
import { recentItems, renderPopup } from './testing/render-popup';

let downloads: Array<{ name: string; blob: Blob }>;

beforeEach(() => {
  fakeBrowser.reset();
  useEnglishMessages();
  downloads = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads.push({ name: this.download, blob: blobs.get(this.href)! });
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('popup history search and export', () => {
  it('lists only the entries matching the words, texts of undrawn entries included', async () => {
    await storeHistory(Array.from({ length: 12 }, (_, i) => historyEntry(i + 1)));
    await renderPopup();
    expect(recentItems()).toHaveLength(3);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search history' }), 'number 11');
    await waitFor(() => expect(recentItems()).toHaveLength(1));
    expect(recentItems()[0]).toMatch(/^Past text number 11\./);
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search history' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search history' }), 'nowhere');
    expect(screen.getByText('No rewrite matches.')).toBeTruthy();
    expect(screen.queryAllByText(/^Past text number/)).toHaveLength(0);
  });

  it('exports all entries, then the ticked ones, with their texts', async () => {
    const entries = Array.from({ length: 5 }, (_, i) => historyEntry(i + 1));
    await storeHistory(entries);
    await renderPopup();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Export format' }), 'json');
    await userEvent.click(screen.getByRole('button', { name: 'Export all' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]!.name).toMatch(/^humanizer-history-\d{4}-\d\d-\d\d\.json$/);
    const all = parseJsonExport(await downloads[0]!.blob.text());
    expect(all.map((e) => [e.original, e.rewrite])).toEqual(
      entries.map((e) => [e.original, e.result]),
    );

    const boxes = screen.getAllByRole('checkbox', { name: 'Select for export' });
    await userEvent.click(boxes[1]!);
    await userEvent.click(boxes[3]!);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Export format' }), 'csv');
    await userEvent.click(screen.getByRole('button', { name: 'Export selected (2)' }));
    await waitFor(() => expect(downloads).toHaveLength(2));
    const chosen = parseCsvExport(await downloads[1]!.blob.text());
    expect(chosen.map((e) => e.original)).toEqual([entries[1]!.original, entries[3]!.original]);
    expect(chosen.every((e) => e.wordsCharged === 50 && e.site === 'popup')).toBe(true);
  });
});
