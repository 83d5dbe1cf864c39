/**
 * Reads and clicks the result card the content script shows in a page: an extension page in
 * a frame (docs/card.md), which the page cannot reach and BiDi can (firefox.ts `cardFrame`).
 */
import type { Page } from 'puppeteer-core';
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
 * A real (BiDi input) click on the card's part, once the card takes clicks (it refuses them
 * for a moment after it changes: components/result-card/click-gate.ts).
 */
export async function clickCardPart(ext: FirefoxHarness, page: Page, testId: string) {
  const frame = await ext.cardFrame(page);
  if (!frame) throw new Error('No card in the page.');
  await until(
    async () => (await frame.evaluate(() => document.documentElement.dataset.clicks)) === 'on',
    { what: 'the card to take clicks' },
  );
  const part = await frame.$(`[data-testid="${testId}"]`);
  if (!part) throw new Error(`No card part "${testId}".`);
  await part.click();
}
