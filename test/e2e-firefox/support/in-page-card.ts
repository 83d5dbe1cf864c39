/** Reads the result card the content script shows in a page (a closed shadow root). */
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
