/**
 * Reads and clicks the result card the content script shows in a page: an extension page in
 * a frame (docs/card.md), which the page cannot reach and BiDi can (firefox.ts `cardFrame`).
 */
import type { Frame, Page } from 'puppeteer-core';
import { until } from '../../e2e/support/popup-support';
import type { FirefoxHarness } from './firefox';

/** The card's `data-kind` (e.g. 'replaced', 'result'), or null while there is no card. */
export function cardKind(ext: FirefoxHarness, page: Page): Promise<string | null> {
  return ext.cardPart(page);
}

/** The text of the card's part with `data-testid` = `testId`, or null. */
export function cardPartText(
  ext: FirefoxHarness,
  page: Page,
  testId: string,
): Promise<string | null> {
  return ext.cardPart(page, testId);
}

/**
 * A real (BiDi input) click on the card's part, once it is there and the card takes clicks
 * (it refuses them for a moment after it changes: lib/card/frame/click-gate.ts).
 */
export async function clickCardPart(ext: FirefoxHarness, page: Page, testId: string) {
  let frame: Frame | null = null;
  await until(
    async () => {
      frame = await ext.cardFrame(page);
      const there = await frame
        ?.evaluate(
          (id) =>
            document.querySelector(`[data-testid="${id}"]`) !== null &&
            document.documentElement.dataset.clicks === 'on',
          testId,
        )
        .catch(() => false);
      return there === true;
    },
    { what: `the card's ${testId}, taking clicks`, timeoutMs: 20_000 },
  );
  const part = await (frame as Frame | null)?.$(`[data-testid="${testId}"]`);
  if (!part) throw new Error(`No card part "${testId}".`);
  await part.click();
}

/** Whether a card's host element sits inside the element matching `root` (any frame). */
export function cardInside(ext: FirefoxHarness, tabId: number, root: string): Promise<boolean> {
  return ext.cardInside(tabId, root);
}
