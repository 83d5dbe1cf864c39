/**
 * Popup ready to type: from opening popup.html to the "Text to humanize" box taking input,
 * with usage and a full history (50 finished jobs) in storage. Two ways, in the same run:
 * - box visible: the old way, performance.now() outside the page when the box first shows;
 * - typed and loaded: a key typed into the box is in it, and storage has answered
 *   (usage and history shown, `data-hydrated="true"`).
 * Each open is a fresh tab; the clock starts when the tab is asked to load popup.html.
 */
import { performance } from 'node:perf_hooks';
import type { Page } from 'playwright-core';
import { ledgerKeys } from '../lib/queue/usage';
import { launchExtension, type ExtensionHarness } from '../test/e2e/support/extension';
import { writeStorage } from '../test/e2e/support/extension-settings';
import { POPUP_MAX_HEIGHT, POPUP_WIDTH } from '../test/e2e/support/popup-support';

export const title = 'Popup ready to type (median of 20 opens)';

const OPENS = 20;
const HISTORY_ENTRIES = 50;
const BOX = 'textarea#draft';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/** A history as long as the extension keeps, and this month's usage. */
function seed(): Record<string, unknown> {
  const now = Date.now();
  const sentence = 'It is important to note that this paragraph was written to be rewritten. ';
  const history = Array.from({ length: HISTORY_ENTRIES }, (_, i) => ({
    id: `bench-${i}`,
    original: sentence.repeat(12),
    result: sentence.repeat(12),
    wordCount: 156,
    wordsCharged: 156,
    finishedAt: now - i * 60_000,
    site: 'popup',
    status: 'done',
  }));
  const { day, month } = ledgerKeys(new Date());
  return {
    history,
    history$: { v: 1 },
    usage: { days: { [day]: 1234 }, months: { [month]: 5678 }, total: 5678 },
    usage$: { v: 1 },
    popupDraft: '',
    popupDraft$: { v: 1 },
  };
}

async function fresh(ext: ExtensionHarness): Promise<{ page: Page; url: string }> {
  // The draft typed by the last open would come back in the next one.
  await writeStorage(ext, { popupDraft: '' });
  const page = await ext.context.newPage();
  await page.setViewportSize({ width: POPUP_WIDTH, height: POPUP_MAX_HEIGHT });
  return { page, url: `chrome-extension://${ext.extensionId}/popup.html` };
}

/** The old way: until the box is first visible. */
async function boxVisible(ext: ExtensionHarness): Promise<number> {
  const { page, url } = await fresh(ext);
  const start = performance.now();
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator(BOX).waitFor({ state: 'visible' });
  const ms = performance.now() - start;
  await page.close();
  return ms;
}

/** The new way: a typed key is in the box, and usage and history are on screen. */
async function typedAndLoaded(ext: ExtensionHarness): Promise<number> {
  const { page, url } = await fresh(ext);
  const start = performance.now();
  await page.goto(url, { waitUntil: 'commit' });
  // Waits until the box is visible, enabled and editable, focuses it and presses a key.
  await page.locator(BOX).press('x');
  await page.waitForFunction(
    (box) =>
      document.querySelector<HTMLTextAreaElement>(box)?.value === 'x' &&
      document.querySelector('main')?.getAttribute('data-hydrated') === 'true' &&
      document.querySelector('.usage dd')?.textContent?.trim() !== '' &&
      document.querySelector('.history li') !== null,
    BOX,
    { polling: 'raf' },
  );
  const ms = performance.now() - start;
  await page.close();
  return ms;
}

export async function run(): Promise<Array<Record<string, string | number>>> {
  const ext = await launchExtension();
  try {
    await writeStorage(ext, seed());
    // One warm-up open of each: the first open of an extension page pays for the process.
    await boxVisible(ext);
    await typedAndLoaded(ext);
    const visible: number[] = [];
    const typed: number[] = [];
    for (let i = 0; i < OPENS; i++) {
      visible.push(await boxVisible(ext));
      typed.push(await typedAndLoaded(ext));
    }
    return [
      { measure: 'box visible (old way, from outside)', median_ms: +median(visible).toFixed(1) },
      { measure: 'typed key in box, usage + history loaded', median_ms: +median(typed).toFixed(1) },
    ];
  } finally {
    await ext.close();
  }
}
