/**
 * Firefox: the "Interface language" setting (issue 28.4) applies at once to the open popup and
 * to the card already shown in a page, right to left for Arabic, without a reload of either,
 * and Automatic brings the browser's language (English here) back. The choice is the options
 * page's own select, changed with real input.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Frame, Page } from 'puppeteer-core';
import type { Catalogue } from '../../lib/i18n/catalogue-parity';
import { loadCatalogues } from '../../scripts/i18n/load-catalogues';
import { EVENTUALLY } from '../e2e/support/editor-page';
import { selectInFieldInPage } from '../e2e/support/in-page-selection';
import { withFirefoxEnv } from './support/firefox-env';
import { cardKind, cardPartText } from './support/in-page-card';
import { openPopup } from './support/popup-page';

const { english, translated } = loadCatalogues();
const arabic = translated.find((c) => c.folder === 'ar')!.catalogue as Catalogue;
const en = english as Catalogue;

const state = (target: Page | Frame) =>
  target.evaluate(() => ({
    dir: document.documentElement.dir,
    sameDocument: (window as unknown as { unreloaded?: boolean }).unreloaded === true,
  }));
const mark = (target: Page | Frame) =>
  target.evaluate(() => void ((window as unknown as { unreloaded: boolean }).unreloaded = true));
const humanizeLabel = (popup: Page) =>
  popup.evaluate(
    () => document.querySelector('form.draft button[type="submit"]')?.textContent ?? '',
  );

describe('Firefox: the interface language, chosen in the options', () => {
  const env = withFirefoxEnv({ quota: 100_000 });
  beforeAll(async () => {
    await env.configure({ editableBehaviour: 'review' });
  });
  it('switches the open popup and the card shown in a page at once, and back', async () => {
    const { page, tabId } = await env.ext.openWebPage(`${env.pages.url}/textarea.html`);
    await page.evaluate(selectInFieldInPage, ['#field', 0, 40] as const);
    expect(await env.ext.humanizeSelection(tabId)).toBeNull();
    await expect.poll(() => cardKind(env.ext, page), EVENTUALLY).toBe('review');
    expect(await cardPartText(env.ext, page, 'card-replace')).toBe(en.cardReplace!.message);
    const frame = (await env.ext.cardFrame(page))!;
    await mark(frame);
    const popup = await openPopup(env.ext);
    await mark(popup);
    expect(await humanizeLabel(popup)).toBe(en.popupHumanize!.message);

    const options = await env.ext.openExtensionPage('options.html');
    await options.waitForSelector('[data-testid="interface-language"]:not([disabled])');
    await options.select('[data-testid="interface-language"]', 'ar');

    await expect.poll(() => humanizeLabel(popup), EVENTUALLY).toBe(arabic.popupHumanize!.message);
    expect(await state(popup)).toEqual({ dir: 'rtl', sameDocument: true });
    await expect
      .poll(() => cardPartText(env.ext, page, 'card-replace'), EVENTUALLY)
      .toBe(arabic.cardReplace!.message);
    expect(await state(frame)).toEqual({ dir: 'rtl', sameDocument: true });

    await options.select('[data-testid="interface-language"]', 'auto');
    await expect.poll(() => humanizeLabel(popup), EVENTUALLY).toBe(en.popupHumanize!.message);
    await expect
      .poll(() => cardPartText(env.ext, page, 'card-replace'), EVENTUALLY)
      .toBe(en.cardReplace!.message);
    expect(await state(frame)).toEqual({ dir: 'ltr', sameDocument: true });
    for (const p of [options, popup, page]) await p.close();
  });
});
