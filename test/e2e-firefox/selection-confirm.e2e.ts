/**
 * Firefox: issue 16, point 2 on a textarea. A selection over the words threshold (1,000 by
 * default) shows its count on the card, and nothing reaches the server until the user's own
 * click on "Send N words" (real BiDi input: a trusted click); Cancel sends nothing; the whole
 * of a long field is not taken without a selection.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { EVENTUALLY } from '../e2e/support/editor-page';
import { selectInFieldInPage } from '../e2e/support/in-page-selection';
import { withFirefoxEnv } from './support/firefox-env';
import { cardKind, cardPartText, clickCardPart } from './support/in-page-card';
import { valueOf } from './support/page-actions';

/** The end of the first `count` sentences (ten words each) of the page's long field. */
const sentencesEnd = (page: Page, count: number) =>
  page.evaluate((n) => (window as unknown as { sentence: string }).sentence.length * n - 1, count);

describe('Firefox: confirming the words a click spends', () => {
  const env = withFirefoxEnv({ quota: 100_000 });
  beforeAll(async () => {
    await env.configure({ editableBehaviour: 'replace' });
  });
  beforeEach(async () => {
    await env.api.reset();
  });

  it('sends a 1,500-word selection only after Send; Cancel sends nothing', async () => {
    const { page, tabId } = await env.ext.openWebPage(`${env.pages.url}/hidden-words.html?ff`);
    const value = (await valueOf(page, '#long')) ?? '';
    const end = await sentencesEnd(page, 150);
    const selected = value.slice(0, end);

    await page.evaluate(selectInFieldInPage, ['#long', 0, end] as const);
    expect(await env.ext.humanizeSelection(tabId)).toBeNull();
    await expect.poll(() => cardKind(env.ext, page), EVENTUALLY).toBe('confirm');
    expect(await cardPartText(env.ext, page, 'card-confirm')).toBe('Send 1,500 words');
    expect(await env.api.log()).toEqual([]);
    await clickCardPart(env.ext, page, 'card-cancel');
    await expect.poll(() => cardKind(env.ext, page), EVENTUALLY).toBe('cancelled');
    expect(await env.api.log()).toEqual([]);

    const rewrite = await env.api.rewriteOf(selected);
    await env.api.reset();
    await page.evaluate(selectInFieldInPage, ['#long', 0, end] as const);
    expect(await env.ext.humanizeSelection(tabId)).toBeNull();
    await expect.poll(() => cardKind(env.ext, page), EVENTUALLY).toBe('confirm');
    expect(await env.api.log()).toEqual([]);
    await clickCardPart(env.ext, page, 'card-confirm');
    await expect.poll(() => cardKind(env.ext, page), EVENTUALLY).toBe('replaced');
    expect((await env.api.textLog()).map((r) => r.text)).toEqual([selected]);
    expect(await valueOf(page, '#long')).toBe(rewrite + value.slice(end));
    await page.close();
  });

  it('does not take the whole long field without a selection', async () => {
    const { page, tabId } = await env.ext.openWebPage(`${env.pages.url}/hidden-words.html?ffw`);
    await page.evaluate(selectInFieldInPage, ['#long', 0, 0] as const);
    const message = await env.ext.humanizeSelection(tabId);
    expect(message).toMatch(/25,000 words/);
    expect(message).toMatch(/Select the part/);
    await expect.poll(() => cardKind(env.ext, page), EVENTUALLY).toBe('notice');
    expect(await env.api.log()).toEqual([]);
    await page.close();
  });
});
