/** Reads the result card the content script shows in a page (an open shadow root). */
import type { Page } from 'puppeteer-core';

/** The card's `data-kind` (e.g. 'replaced', 'result'), or null while there is no card. */
export function cardKind(page: Page): Promise<string | null> {
  return page.evaluate(
    () =>
      document
        .querySelector('humanizer-card')
        ?.shadowRoot?.querySelector<HTMLElement>('[data-testid="humanizer-card"]')?.dataset.kind ??
      null,
  );
}

/** The text of the card's part with `data-testid` = `testId`, or null. */
export function cardPartText(page: Page, testId: string): Promise<string | null> {
  return page.evaluate(
    (id) =>
      document.querySelector('humanizer-card')?.shadowRoot?.querySelector(`[data-testid="${id}"]`)
        ?.textContent ?? null,
    testId,
  );
}
