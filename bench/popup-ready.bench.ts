/**
 * Popup ready to type: from opening popup.html to the "Text to humanize" box taking input,
 * with usage and a full history (50 finished jobs) in storage. Two ways, in the same run:
 * - box visible: the old way, performance.now() outside the page when the box first shows;
 * - typed and loaded: a key typed into the box is in it, and storage has answered
 *   (usage and history shown, `data-hydrated="true"`).
 * Each open is a fresh tab; the clock starts when the tab is asked to load popup.html.
 * Also, in the browser: the page's first contentful paint (the box is in it, both before and
 * after the plain first view), and the floor: a page of the same extension holding only a
 * box, usage and a history line (written into the build for the run, then removed), measured
 * the same two ways. No popup can be ready before that page is.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Page } from 'playwright-core';
import { ledgerKeys } from '../lib/queue/usage';
import {
  EXTENSION_DIR,
  launchExtension,
  type ExtensionHarness,
} from '../test/e2e/support/extension';
import { writeStorage } from '../test/e2e/support/extension-settings';
import { historySeed, legacyHistorySeed, v2HistorySeed } from '../test/e2e/support/history-seed';
import { LEGACY_HISTORY_TEXT_PREFIX } from '../lib/queue/history-texts';
import { RESULT_PREFIX } from '../lib/queue/stored-layout';
import { POPUP_MAX_HEIGHT, POPUP_WIDTH } from '../test/e2e/support/popup-support';
import { median } from './median';

export const title = 'Popup ready to type (median of 20 opens)';

const OPENS = 20;
const HISTORY_ENTRIES = 50;
const BOX = 'textarea#draft';
const POPUP = 'popup.html';
const FLOOR = 'bench-floor.html';
/** Already what the measures wait for: nothing to load, nothing to run. */
export const FLOOR_PAGE = `<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>floor</title></head>
<body><main data-hydrated="true"><label for="draft">Text to humanize</label><textarea id="draft" rows="5"></textarea>
<dl class="usage"><dt>Today</dt><dd>1</dd></dl><section class="history"><ul><li>one</li></ul></section></main></body></html>`;

/**
 * A history as long as the extension keeps, and this month's usage, in the history layout
 * the build in `dir` reads: text items since issue 18, per-entry items since issue 8, texts
 * inline in the index before (so that a build from before can be measured with its own layout).
 */
export async function seed(dir: string): Promise<Record<string, unknown>> {
  const background = await readFile(join(dir, 'background.js'), 'utf8');
  const layout = background.includes(RESULT_PREFIX)
    ? historySeed
    : background.includes(LEGACY_HISTORY_TEXT_PREFIX)
      ? v2HistorySeed
      : legacyHistorySeed;
  const now = Date.now();
  const sentence = 'It is important to note that this paragraph was written to be rewritten. ';
  const history = Array.from({ length: HISTORY_ENTRIES }, (_, i) => ({
    id: `bench-${i}`,
    original: `${i}. ${sentence.repeat(12)}`,
    result: `${i}. ${sentence.repeat(12)}`,
    wordCount: 156,
    wordsCharged: 156,
    finishedAt: now - i * 60_000,
    site: 'popup',
    status: 'done' as const,
  }));
  const { day, month } = ledgerKeys(new Date());
  return {
    ...layout(history),
    usage: { days: { [day]: 1234 }, months: { [month]: 5678 }, total: 5678 },
    usage$: { v: 1 },
    popupDraft: '',
    popupDraft$: { v: 1 },
  };
}

async function fresh(ext: ExtensionHarness, path: string): Promise<{ page: Page; url: string }> {
  // The draft typed by the last open would come back in the next one.
  await writeStorage(ext, { popupDraft: '' });
  const page = await ext.context.newPage();
  await page.setViewportSize({ width: POPUP_WIDTH, height: POPUP_MAX_HEIGHT });
  return { page, url: `chrome-extension://${ext.extensionId}/${path}` };
}

/** The old way: until the box is first visible; and the page's own first contentful paint. */
async function boxVisible(
  ext: ExtensionHarness,
  path: string,
): Promise<{ ms: number; paint: number }> {
  const { page, url } = await fresh(ext, path);
  const start = performance.now();
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator(BOX).waitFor({ state: 'visible' });
  const ms = performance.now() - start;
  // Visible is a style check: the frame that paints it may still be on its way.
  const paint = await page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        new PerformanceObserver((list) => {
          const fcp = list.getEntriesByName('first-contentful-paint')[0];
          if (fcp) resolve(fcp.startTime);
        }).observe({ type: 'paint', buffered: true }),
      ),
  );
  await page.close();
  return { ms, paint };
}

/** The new way: a typed key is in the box, and usage and history are on screen. */
async function typedAndLoaded(ext: ExtensionHarness, path: string): Promise<number> {
  const { page, url } = await fresh(ext, path);
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
  const floorFile = join(EXTENSION_DIR, FLOOR);
  await writeFile(floorFile, FLOOR_PAGE);
  const ext = await launchExtension();
  try {
    await writeStorage(ext, await seed(EXTENSION_DIR));
    const rows: Array<Record<string, string | number>> = [];
    for (const path of [POPUP, FLOOR]) {
      // One warm-up open of each: the first open of an extension page pays for the process.
      await boxVisible(ext, path);
      await typedAndLoaded(ext, path);
      const visible: number[] = [];
      const paint: number[] = [];
      const typed: number[] = [];
      for (let i = 0; i < OPENS; i++) {
        const seen = await boxVisible(ext, path);
        visible.push(seen.ms);
        paint.push(seen.paint);
        typed.push(await typedAndLoaded(ext, path));
      }
      const page = path === POPUP ? 'popup' : 'floor (box-only page)';
      rows.push(
        {
          page,
          measure: 'box visible (old way, from outside)',
          median_ms: +median(visible).toFixed(1),
        },
        {
          page,
          measure: 'typed key in box, usage + history loaded',
          median_ms: +median(typed).toFixed(1),
        },
        {
          page,
          measure: 'first contentful paint (in the browser)',
          median_ms: +median(paint).toFixed(1),
        },
      );
    }
    return rows;
  } finally {
    await ext.close();
    await rm(floorFile, { force: true });
  }
}
