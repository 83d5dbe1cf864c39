/**
 * The "Interface language" setting (issue 28.4) applies to every surface at once: chosen in
 * the options page with a real selection, the open popup and the card already shown in a page
 * speak it, right to left for Arabic, without a reload of either; Automatic brings the
 * browser's language (English here) back the same way.
 */
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Catalogue } from '../../lib/i18n/catalogue-parity';
import { loadCatalogues } from '../../scripts/i18n/load-catalogues';
import { startServer, type RunningServer } from '../../server/start';
import { cardFrame } from './support/closed-card';
import { EVENTUALLY } from './support/editor-page';
import { launchExtension, type ExtensionHarness } from './support/extension';
import { configureExtension } from './support/extension-settings';
import { openPopup } from './support/popup-support';
import {
  card,
  humanizeSelection,
  PAGES_DIR,
  selectInField,
  tabIdOf,
} from './support/selection-helpers';
import { serveDir, type StaticServer } from './support/static-server';

const { english, translated } = loadCatalogues();
const arabic = translated.find((c) => c.folder === 'ar')!.catalogue as Catalogue;
const en = english as Catalogue;

/** The document's language, direction and a marker that a reload would have erased. */
const documentState = (target: Page | Frame) =>
  target.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    direction: getComputedStyle(document.body).direction,
    sameDocument: (window as unknown as { unreloaded?: boolean }).unreloaded === true,
  }));

const markDocument = (target: Page | Frame) =>
  target.evaluate(() => void ((window as unknown as { unreloaded: boolean }).unreloaded = true));

describe('the interface language, chosen in the options', () => {
  let server: RunningServer;
  let ext: ExtensionHarness;
  let pages: StaticServer;

  beforeAll(async () => {
    server = await startServer({ port: 0, quota: 100_000 });
    pages = await serveDir(PAGES_DIR);
    ext = await launchExtension({ args: ['--lang=en-US'] });
    await configureExtension(ext, server.baseUrl, { editableBehaviour: 'review' });
  });
  afterAll(async () => {
    await ext?.close();
    await pages?.close();
    await server?.close();
  });

  it('switches the open popup and the card shown in a page at once, right to left for Arabic, and back', async () => {
    // A card in a page, waiting for the user's choice (review), and the popup, both English.
    const page = await ext.context.newPage();
    await page.goto(`${pages.url}/textarea.html`);
    await page.locator('#field').fill('It is important to note that this sentence is formal.');
    await selectInField(page, '#field', 0, 40);
    await humanizeSelection(ext, await tabIdOf(ext, page.url()));
    await expect.poll(() => card(page).getAttribute('data-kind'), EVENTUALLY).toBe('review');
    const frame = await cardFrame(page);
    const replace = frame.locator('[data-testid="card-replace"]');
    expect(await replace.textContent()).toBe(en.cardReplace!.message);
    await markDocument(page);
    await markDocument(frame);
    const popup = await openPopup(ext);
    await markDocument(popup);
    const humanize = (p: Page, c: Catalogue) =>
      p.getByRole('button', { name: c.popupHumanize!.message, exact: true });
    expect(await humanize(popup, en).count()).toBe(1);

    // The options page's select, as the user picks "العربية".
    const options = await ext.openExtensionPage('options.html');
    const select = options.getByTestId('interface-language');
    await expect.poll(() => select.isEnabled(), EVENTUALLY).toBe(true);
    await select.selectOption('ar');

    await expect.poll(() => humanize(popup, arabic).count(), EVENTUALLY).toBe(1);
    expect(await documentState(popup)).toEqual({
      lang: 'ar',
      dir: 'rtl',
      direction: 'rtl',
      sameDocument: true,
    });
    await expect.poll(() => replace.textContent(), EVENTUALLY).toBe(arabic.cardReplace!.message);
    expect(await documentState(frame)).toEqual({
      lang: 'ar',
      dir: 'rtl',
      direction: 'rtl',
      sameDocument: true,
    });
    // The page itself is not touched: its own language and direction stay, nothing reloaded.
    expect((await documentState(page)).dir).toBe('');
    expect((await documentState(page)).sameDocument).toBe(true);
    // The options page follows its own choice too.
    await expect.poll(async () => (await documentState(options)).dir, EVENTUALLY).toBe('rtl');

    // Mirrored: the card's actions start at the right in Arabic (Replace, the first, sits
    // nearer the card's right edge than its left), at the left in English.
    const order = () =>
      frame.evaluate(() => {
        const card = document.querySelector('[data-testid="humanizer-card"]')!;
        const c = card.getBoundingClientRect();
        const r = document.querySelector('[data-testid="card-replace"]')!.getBoundingClientRect();
        return r.left - c.left < c.right - r.right ? 1 : -1;
      });
    expect(await order()).toBe(-1);

    // The user's own words keep their direction in an Arabic UI: English runs left to right,
    // in the popup's draft and in the card's rewrite (its first word starts at the left).
    await popup.locator('#draft').fill('Some English words to humanize.');
    expect(await popup.locator('#draft').evaluate((el) => getComputedStyle(el).direction)).toBe(
      'ltr',
    );
    const startsLeft = await frame.evaluate(() => {
      const box = document.querySelector('[data-testid="card-changes"]')!;
      const range = document.createRange();
      range.setStart(box.querySelector('span, ins, del')!.firstChild!, 0);
      range.setEnd(box.querySelector('span, ins, del')!.firstChild!, 1);
      const at = range.getBoundingClientRect().x - box.getBoundingClientRect().x;
      return at < box.getBoundingClientRect().width / 4;
    });
    expect(startsLeft).toBe(true);

    // Automatic: the browser's language again, everywhere, still without a reload.
    await select.selectOption('auto');
    await expect.poll(() => humanize(popup, en).count(), EVENTUALLY).toBe(1);
    await expect.poll(() => replace.textContent(), EVENTUALLY).toBe(en.cardReplace!.message);
    expect(await documentState(frame)).toMatchObject({ dir: 'ltr', sameDocument: true });
    expect(await documentState(popup)).toMatchObject({ dir: 'ltr', sameDocument: true });
    expect(await order()).toBe(1);
    for (const p of [options, popup, page]) await p.close();
  });
});
