/** Reads the result card the content script shows in a page (a closed shadow root). */
import type { Page } from 'puppeteer-core';
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
  const box = await ext.cardPartBox(tabId, testId);
  if (!box) throw new Error(`No card part "${testId}" to click.`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}
