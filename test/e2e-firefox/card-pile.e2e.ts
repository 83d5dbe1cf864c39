/**
 * Firefox: cards never pile up (issue 19, point 3). A paragraph humanized, then the field
 * just below it: the paragraph's finished card closes when the field's action starts, also
 * when the field is in a same-origin frame (its card is drawn in the top document with the
 * page's other cards: lib/card/host/card-site.ts).
 */
import type { Frame, Page } from 'puppeteer-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { EVENTUALLY } from '../e2e/support/editor-page';
import { selectAcrossInPage, selectInFieldInPage } from '../e2e/support/in-page-selection';
import { EXTENSION_ORIGIN } from './support/firefox';
import { withFirefoxEnv } from './support/firefox-env';
import { valueOf } from './support/page-actions';

/** Every card drawn in the page (each in its own extension frame): its kind, and its frame. */
async function cards(page: Page): Promise<Array<{ kind: string; frame: Frame }>> {
  const found = [];
  for (const frame of page.frames()) {
    if (frame === page.mainFrame()) continue;
    const kind = await frame
      .evaluate(
        (card) =>
          `${location.origin}${location.pathname}` === card
            ? (document.querySelector<HTMLElement>('[data-testid="humanizer-card"]')?.dataset
                .kind ?? null)
            : null,
        `${EXTENSION_ORIGIN}/card.html`,
      )
      .catch(() => null);
    if (kind) found.push({ kind, frame });
  }
  return found;
}

const cardKinds = async (page: Page) => (await cards(page)).map((c) => c.kind);

/** Selects the whole paragraph #para (read-only text). */
async function selectParagraph(page: Page) {
  const length = await page.evaluate(() => document.querySelector('#para')?.textContent?.length);
  await page.evaluate(selectAcrossInPage, [
    { selector: '#para', offset: 0 },
    { selector: '#para', offset: length ?? 0 },
  ] as const);
}

describe('Firefox: cards never pile up', () => {
  const env = withFirefoxEnv({ quota: 100_000 });
  beforeAll(async () => {
    await env.configure({ editableBehaviour: 'replace' });
  });

  it('a paragraph, then the field just below it: the first card, finished, is gone', async () => {
    const { page, tabId } = await env.ext.openWebPage(`${env.pages.url}/paragraph-and-field.html`);
    await selectParagraph(page);
    expect(await env.ext.humanizeSelection(tabId)).toBeNull();
    await expect.poll(() => cardKinds(page), EVENTUALLY).toEqual(['result']);

    const original = (await valueOf(page, '#field')) ?? '';
    const rewrite = await env.api.rewriteOf(original);
    await page.evaluate(selectInFieldInPage, ['#field', 0, original.length] as const);
    expect(await env.ext.humanizeSelection(tabId)).toBeNull();
    await expect.poll(() => valueOf(page, '#field'), EVENTUALLY).toBe(rewrite);
    await expect.poll(() => cardKinds(page), EVENTUALLY).toEqual(['replaced']);
    await page.close();
  });

  it("a field in a same-origin frame: its card is drawn in the top document and closes the paragraph's", async () => {
    const { page, tabId } = await env.ext.openWebPage(`${env.pages.url}/paragraph-and-frame.html`);
    await selectParagraph(page);
    expect(await env.ext.humanizeSelection(tabId)).toBeNull();
    await expect.poll(() => cardKinds(page), EVENTUALLY).toEqual(['result']);

    const framed = await (await page.waitForSelector('#frame'))?.contentFrame();
    if (!framed) throw new Error('No framed field.');
    const original = await framed.evaluate(
      () => (document.querySelector('#field') as HTMLTextAreaElement).value,
    );
    const rewrite = await env.api.rewriteOf(original);
    await framed.evaluate(selectInFieldInPage, ['#field', 0, original.length] as const);
    expect(await env.ext.humanizeSelection(tabId)).toBeNull();
    await expect
      .poll(
        () =>
          framed.evaluate(() => (document.querySelector('#field') as HTMLTextAreaElement).value),
        EVENTUALLY,
      )
      .toBe(rewrite);
    await expect.poll(() => cardKinds(page), EVENTUALLY).toEqual(['replaced']);
    // Its frame is a child of the top document, not of the field's frame.
    const parents = (await cards(page)).map((c) => c.frame.parentFrame() === page.mainFrame());
    expect(parents).toEqual([true]);
    await page.close();
  });
});
