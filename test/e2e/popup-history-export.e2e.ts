/**
 * History search and export in the popup (issue 28, point 3), in Chromium with the built
 * extension: with 20 stored entries, a search by a word of an old entry's text lists it
 * alone and one by site lists that site's entries; "Export all" as CSV and two ticked
 * entries as JSON are real downloads whose files parse back to the stored entries.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parseCsvExport, parseJsonExport } from '../../lib/history/history-export';
import type { HistoryEntry } from '../../lib/queue/history';
import { withExtensionAndServer } from './support/extension-and-server';
import { configureExtension, writeStorage } from './support/extension-settings';
import { historySeed } from './support/history-seed';
import { openPopup } from './support/popup-support';

const entries: HistoryEntry[] = Array.from({ length: 20 }, (_, i) => ({
  id: `export-${i}`,
  original: `Entry ${i}, "quoted", with a comma\nand a second line${i === 17 ? ' (lighthouse)' : ''}.`,
  result: `Rewrite ${i}.`,
  wordCount: 12,
  wordsCharged: 50 + i,
  finishedAt: Date.now() - (i + 1) * 60_000,
  site: i % 5 === 0 ? 'news.example' : 'popup',
  status: 'done',
}));

const listed = (popup: Page) =>
  popup.getByRole('region', { name: 'Recent' }).locator('.history-item .snippet').allTextContents();

async function download(popup: Page, button: string): Promise<string> {
  const [file] = await Promise.all([
    popup.waitForEvent('download'),
    popup.getByRole('button', { name: button }).click(),
  ]);
  const path = await file.path();
  return readFile(path, 'utf8');
}

describe('popup history search and export', () => {
  const env = withExtensionAndServer();

  it('searches by words and site, and downloads all or the ticked entries', async () => {
    await configureExtension(env.ext, env.server.baseUrl);
    await writeStorage(env.ext, historySeed(entries));
    const popup = await openPopup(env.ext);
    const search = popup.getByRole('searchbox', { name: 'Search history' });

    await search.fill('lighthouse');
    await expect.poll(() => listed(popup), { timeout: 20_000 }).toEqual([entries[17]!.original]);
    await search.fill('news.example');
    await expect
      .poll(() => listed(popup), { timeout: 20_000 })
      .toEqual(entries.filter((e) => e.site === 'news.example').map((e) => e.original));
    await search.fill('');

    const format = popup.getByRole('combobox', { name: 'Export format' });
    await format.selectOption('csv');
    const csv = parseCsvExport(await download(popup, 'Export all'));
    expect(csv).toEqual(
      entries.map((e) => ({
        original: e.original,
        rewrite: e.result,
        site: e.site,
        time: new Date(e.finishedAt).toISOString(),
        wordsCharged: e.wordsCharged,
      })),
    );

    const boxes = popup.getByRole('checkbox', { name: 'Select for export' });
    await boxes.nth(2).check();
    await boxes.nth(5).check();
    await format.selectOption('json');
    const json = parseJsonExport(await download(popup, 'Export selected (2)'));
    expect(json.map((e) => e.original)).toEqual([entries[2]!.original, entries[5]!.original]);
    await popup.close();
    expect(env.ext.consoleErrors).toEqual([]);
  });
});
