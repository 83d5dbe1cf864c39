/**
 * Time from "Humanize selection" to the card being visible, without the API call: the
 * reference server holds every request, so what is timed is injection, capture, queueing,
 * attach and the first render of the card. Two ways in the same run:
 * - from outside (the method of the first figures): Node's clock from the call until a test
 *   driver sees the card visible (includes the driver's polling);
 * - in the browser: the worker's clock when the action starts to the page's next animation
 *   frame after the card's host is added (both on the shared epoch clock, performance.timeOrigin).
 * The first action in a tab includes injecting the script (median over fresh tabs).
 */
import { performance } from 'node:perf_hooks';
import type { Page } from 'playwright-core';
import { cardHosts, callOn } from '../test/e2e/support/closed-card';
import { selectInField, startSelectionEnv } from '../test/e2e/support/selection-helpers';
import { median } from './median';

export const title = 'Action to card visible (API call excluded)';

const REPEATS = 8;
const FIRST_TABS = 7;
type Automation = { humanizer: { humanizeSelection(tabId: number): Promise<void> } };

/** Records, in the page, the epoch time of the frame after each new card host appears. */
function watchCards(page: Page) {
  return page.evaluate(() => {
    const w = window as unknown as { cardShownAt: number[] };
    w.cardShownAt = [];
    new MutationObserver((records) => {
      if (!records.some((r) => r.addedNodes.length > 0)) return;
      requestAnimationFrame(() => w.cardShownAt.push(performance.timeOrigin + performance.now()));
    }).observe(document.documentElement, { childList: true });
  });
}

async function newVisibleHost(page: Page, known: Set<number>): Promise<void> {
  for (;;) {
    for (const host of await cardHosts(page)) {
      if (known.has(host.backendNodeId)) continue;
      const shown = await callOn(
        page,
        host,
        (el: HTMLElement) => el.getBoundingClientRect().height > 0,
      );
      if (shown) return;
    }
    await new Promise((r) => setTimeout(r, 5));
  }
}

export async function run(): Promise<Array<Record<string, string | number>>> {
  const env = await startSelectionEnv();
  try {
    await env.api.faults({ delayMs: 600_000 });
    const worker = await env.ext.worker();
    const once = async (page: Page, tabId: number) => {
      const known = new Set((await cardHosts(page)).map((h) => h.backendNodeId));
      const seen = await page.evaluate(
        () => (window as unknown as { cardShownAt: number[] }).cardShownAt.length,
      );
      await selectInField(page, '#field', 0, 40);
      const start = performance.now();
      const startedAt = await worker.evaluate((id) => {
        const at = performance.timeOrigin + performance.now();
        void (globalThis as unknown as Automation).humanizer.humanizeSelection(id);
        return at;
      }, tabId);
      await newVisibleHost(page, known);
      const outside = performance.now() - start;
      const shownAt = await page.evaluate(
        (n) => (window as unknown as { cardShownAt: number[] }).cardShownAt[n] ?? NaN,
        seen,
      );
      return { outside, inside: shownAt - startedAt };
    };
    let opened = 0;
    const openTab = async () => {
      // A URL of its own: the harness finds a tab's id by its URL.
      const tab = await env.open(`textarea.html?tab=${(opened += 1)}`);
      await watchCards(tab.page);
      return tab;
    };
    // The first action in a tab injects the script: measured in FIRST_TABS fresh tabs.
    const first: Array<{ outside: number; inside: number }> = [];
    let tab = await openTab();
    for (let i = 0; i < FIRST_TABS; i++) {
      if (i > 0) tab = await openTab();
      first.push(await once(tab.page, tab.tabId));
    }
    const warm: Array<{ outside: number; inside: number }> = [];
    for (let i = 0; i < REPEATS; i++) warm.push(await once(tab.page, tab.tabId));
    const round = (x: number) => +x.toFixed(1);
    return [
      {
        case: `first action in a tab, injects the script (median of ${FIRST_TABS} tabs)`,
        outside_ms: round(median(first.map((f) => f.outside))),
        in_browser_ms: round(median(first.map((f) => f.inside))),
      },
      {
        case: `later actions (median of ${REPEATS})`,
        outside_ms: round(median(warm.map((w) => w.outside))),
        in_browser_ms: round(median(warm.map((w) => w.inside))),
      },
    ];
  } finally {
    await env.close();
  }
}
