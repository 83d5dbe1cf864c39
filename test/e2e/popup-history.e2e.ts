/**
 * The popup's history loads on demand (issue 8), in Chromium with the built extension: with
 * 50 finished jobs stored as the background stores them (an index without texts, each
 * entry's texts in its own item), the popup shows the newest three with their snippets,
 * "Show all" shows all 50 each with its own snippet, and an old entry reopens with its
 * result. A history stored the v1 way (texts inline) is moved out by the queue's startup,
 * each text then stored once, and shows the same.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../lib/queue/history';
import { TEXT_PREFIX } from '../../lib/queue/stored-layout';
import { withExtensionAndServer } from './support/extension-and-server';
import { configureExtension, readAllStorage, writeStorage } from './support/extension-settings';
import { historySeed, legacyHistorySeed, v2HistorySeed } from './support/history-seed';
import { openPopup } from './support/popup-support';
import { wakeWorker } from './support/page-messages';

const entries = (count: number, name: string): HistoryEntry[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `${name}-${i}`,
    original: `${name} text number ${i}, written to be rewritten.`,
    result: `${name} rewrite number ${i}.`,
    wordCount: 8,
    wordsCharged: 50,
    finishedAt: Date.now() - (i + 1) * 60_000,
    site: 'popup',
    status: 'done',
  }));

async function clearHistoryStorage(env: ReturnType<typeof withExtensionAndServer>) {
  const worker = await env.ext.worker();
  await worker.evaluate(async () => {
    const { chrome } = globalThis as unknown as {
      chrome: {
        storage: { local: { get(k: null): Promise<object>; remove(k: string[]): Promise<void> } };
      };
    };
    const keys = Object.keys(await chrome.storage.local.get(null));
    const history = (k: string) => ['history', 'text:', 'result:'].some((p) => k.startsWith(p));
    await chrome.storage.local.remove(keys.filter(history));
  });
}

/** The snippets of the listed entries, in order. */
const listed = (popup: Page) =>
  popup.getByRole('region', { name: 'Recent' }).locator('.history-item .snippet').allTextContents();

async function checkList(popup: Page, seeded: HistoryEntry[]) {
  const snippet = (entry: HistoryEntry) => entry.original.slice(0, 80);
  expect(await listed(popup)).toEqual(seeded.slice(0, 3).map(snippet));
  const recent = popup.getByRole('region', { name: 'Recent' });
  await recent.getByRole('button', { name: `Show all ${seeded.length}` }).click();
  await expect.poll(() => listed(popup), { timeout: 20_000 }).toEqual(seeded.map(snippet));
  const old = seeded.at(-2)!;
  await recent.getByRole('button', { name: new RegExp(`^${old.original.slice(0, 30)}`) }).click();
  await expect
    .poll(() => popup.getByLabel('Humanized text').inputValue(), { timeout: 20_000 })
    .toBe(old.result);
}

describe('popup history, read on demand', () => {
  const env = withExtensionAndServer();

  it('shows 50 stored entries: three at once, all on Show all, an old one reopened', async () => {
    await configureExtension(env.ext, env.server.baseUrl);
    await clearHistoryStorage(env);
    const seeded = entries(50, 'Stored');
    await writeStorage(env.ext, historySeed(seeded));
    const popup = await openPopup(env.ext);
    await checkList(popup, seeded);
    await popup.close();
    expect(env.ext.consoleErrors).toEqual([]);
  });

  it.each([
    ['v1 history’s inline texts', legacyHistorySeed],
    ['v2 history’s per-entry items', v2HistorySeed],
  ])('moves a %s into text items at startup, each stored once', async (_what, seed) => {
    await configureExtension(env.ext, env.server.baseUrl);
    await clearHistoryStorage(env);
    const seeded = entries(6, 'Legacy');
    await writeStorage(env.ext, seed(seeded));
    // A new worker starts the queue, whose first write moves the texts.
    await env.ext.stopWorker();
    const page = await env.ext.openExtensionPage('popup.html');
    await wakeWorker(page);
    await page.close();
    await expect
      .poll(
        async () =>
          Object.keys(await readAllStorage(env.ext)).filter((k) => k.startsWith(TEXT_PREFIX))
            .length,
        { timeout: 20_000 },
      )
      .toBe(seeded.length);
    const all = await readAllStorage(env.ext);
    const everything = JSON.stringify(all);
    for (const entry of seeded) {
      expect(everything.split(entry.original).length - 1).toBe(1);
      expect(everything.split(entry.result!).length - 1).toBe(1);
    }
    expect(JSON.stringify(all.history)).not.toContain('Legacy text');
    expect(Object.keys(all).some((k) => k.startsWith('historyText:'))).toBe(false);

    const popup = await openPopup(env.ext);
    await checkList(popup, seeded);
    await popup.close();
  });
});
