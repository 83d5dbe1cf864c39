/** Reads the result card the content script shows in a page (a closed shadow root). */
import type { Page } from 'puppeteer-core';
import { until } from '../../e2e/support/popup-support';
import type { FirefoxHarness } from './firefox';

/** The card's `data-kind` (e.g. 'replaced', 'result'), or null while there is no card. */
export function cardKind(ext: FirefoxHarness, tabId: number): Promise<string | null> {
  return ext.cardPart(tabId);
}

/** The text of the card's part with `data-testid` = `testId`, or null. */
export function cardPartText(
  ext: FirefoxHarness,
  tabId: number,
  testId: string,
): Promise<string | null> {
  return ext.cardPart(tabId, testId);
}

/** Clicks the card's part `testId` with real (trusted) mouse input, as the user would. */
export async function clickCardPart(
  ext: FirefoxHarness,
  page: Page,
  tabId: number,
  testId: string,
): Promise<void> {
  let box: { x: number; y: number; width: number; height: number } | null = null;
  await until(async () => (box = await ext.cardPartBox(tabId, testId)) !== null, {
    what: `the card's ${testId}`,
    timeoutMs: 20_000,
  });
  await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2);
}

/** Whether a card's host element sits inside the element matching `root` (any frame). */
export function cardInside(ext: FirefoxHarness, tabId: number, root: string): Promise<boolean> {
  return ext.cardInside(tabId, root);
}
