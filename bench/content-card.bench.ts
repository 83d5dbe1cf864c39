/**
 * Time from "Humanize selection" to the card being visible, without the API call: the
 * reference server holds every request, so what is timed is injection, capture, queueing,
 * attach and the first paint of the card. The card shows twice over: its host in the page
 * says "Working…" at once, and its frame (an extension page, docs/card.md) then draws the
 * model over it. Both are timed, two ways each, in the same run:
 * - from outside: Node's clock from the call until a test driver sees the host visible, and
 *   the card drawn in its frame (includes the driver's polling);
 * - in the browser: the worker's clock when the action starts to the page's next animation
 *   frame after the host is added, and to the frame's animation frame after it first drew
 *   (the frame's `performance` mark, card-frame.ts); all on the shared epoch clock
 *   (performance.timeOrigin).
 * The first action in a tab includes injecting the script (median over fresh tabs).
 */
import { performance } from 'node:perf_hooks';
import type { Frame, Page } from 'playwright-core';
import { FIRST_PAINT_MARK } from '../lib/card/frame/card-frame';
import { callOn, cardFrames, cardHosts } from '../test/e2e/support/closed-card';
import { selectInField, startSelectionEnv } from '../test/e2e/support/selection-helpers';
import { median } from './median';

export const title = 'Action to card visible (API call excluded)';

const REPEATS = 8;
const FIRST_TABS = 7;
type Automation = { humanizer: { humanizeSelection(tabId: number): Promise<void> } };
type Times = { hostOutside: number; hostInside: number; frameOutside: number; frameInside: number };

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

/** A card frame not in `known` that has painted its card; its paint time (epoch ms). */
async function newPaintedFrame(page: Page, known: Set<Frame>): Promise<number> {
  for (;;) {
    for (const frame of cardFrames(page)) {
      if (known.has(frame)) continue;
      const at = await frame
        .evaluate((mark) => {
          const [entry] = performance.getEntriesByName(mark);
          return entry ? performance.timeOrigin + entry.startTime : null;
        }, FIRST_PAINT_MARK)
        .catch(() => null);
      if (at !== null) return at;
    }
    await new Promise((r) => setTimeout(r, 5));
  }
}

export async function run(): Promise<Array<Record<string, string | number>>> {
  const env = await startSelectionEnv();
  try {
    await env.api.faults({ delayMs: 600_000 });
    const worker = await env.ext.worker();
    const once = async (page: Page, tabId: number): Promise<Times> => {
      const known = new Set((await cardHosts(page)).map((h) => h.backendNodeId));
      const knownFrames = new Set(cardFrames(page));
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
      const hostOutside = performance.now() - start;
      const paintedAt = await newPaintedFrame(page, knownFrames);
      const frameOutside = performance.now() - start;
      const shownAt = await page.evaluate(
        (n) => (window as unknown as { cardShownAt: number[] }).cardShownAt[n] ?? NaN,
        seen,
      );
      return {
        hostOutside,
        hostInside: shownAt - startedAt,
        frameOutside,
        frameInside: paintedAt - startedAt,
      };
    };
    let opened = 0;
    const openTab = async () => {
      // A URL of its own: the harness finds a tab's id by its URL.
      const tab = await env.open(`textarea.html?tab=${(opened += 1)}`);
      await watchCards(tab.page);
      return tab;
    };
    // The first action in a tab injects the script: measured in FIRST_TABS fresh tabs.
    const first: Times[] = [];
    let tab = await openTab();
    for (let i = 0; i < FIRST_TABS; i++) {
      if (i > 0) tab = await openTab();
      first.push(await once(tab.page, tab.tabId));
    }
    const warm: Times[] = [];
    for (let i = 0; i < REPEATS; i++) warm.push(await once(tab.page, tab.tabId));
    const row = (what: string, times: Times[]) => {
      const m = (key: keyof Times) => +median(times.map((t) => t[key])).toFixed(1);
      return {
        case: what,
        host_outside_ms: m('hostOutside'),
        host_in_browser_ms: m('hostInside'),
        frame_outside_ms: m('frameOutside'),
        frame_in_browser_ms: m('frameInside'),
      };
    };
    return [
      row(`first action in a tab, injects the script (median of ${FIRST_TABS} tabs)`, first),
      row(`later actions (median of ${REPEATS})`, warm),
    ];
  } finally {
    await env.close();
  }
}
