/**
 * The UI in every shipped language (Chromium started with --lang=<locale>): the popup,
 * the options page and the in-page card show that catalogue's strings, write numbers and
 * dates the way the language does, and no label, button or box is too small for its text
 * at the popup's fixed width. English runs too, as the baseline the others must match.
 */
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Catalogue } from '../../lib/i18n/catalogue-parity';
import { fillMessage } from '../../lib/i18n/english-messages';
import { formatFinishedAt, formatNumber } from '../../lib/i18n/locale-format';
import { loadCatalogues } from '../../scripts/i18n/load-catalogues';
import { startServer, type RunningServer } from '../../server/start';
import { cardFrame } from './support/closed-card';
import { EVENTUALLY } from './support/editor-page';
import { launchExtension, type ExtensionHarness } from './support/extension';
import { configureExtension, writeStorage } from './support/extension-settings';
import { overflowingElements } from './support/overflow';
import { POPUP_MAX_HEIGHT, POPUP_WIDTH, until } from './support/popup-support';
import {
  card,
  cardPart,
  humanizeSelection,
  PAGES_DIR,
  selectAcross,
  selectInField,
  tabIdOf,
} from './support/selection-helpers';
import { serveDir, type StaticServer } from './support/static-server';

const { english, translated } = loadCatalogues();
const LOCALES = [{ folder: 'en', catalogue: english }, ...translated];

const DRAFT_WORDS = 1_234;
const OLD_CHARGE = 12_345;
/** An entry from before today, so the history shows a date rather than a time. */
const LONG_AGO = new Date(2026, 0, 27, 9, 30).getTime();

/** Options page width: Chrome's embedded options dialog is about this narrow. */
const OPTIONS_WIDTH = 420;

function history(now: number) {
  const entry = (i: number, finishedAt: number) => ({
    id: `seed-${i}`,
    original: `Earlier text number ${i} that was humanized some time ago.`,
    result: `Earlier text ${i}.`,
    wordCount: OLD_CHARGE,
    wordsCharged: OLD_CHARGE,
    finishedAt,
    site: 'popup',
    status: 'done' as const,
  });
  return [
    entry(1, LONG_AGO),
    entry(2, LONG_AGO - 1000),
    entry(3, now - 60_000),
    entry(4, LONG_AGO - 2000),
  ];
}

describe.each(LOCALES)('the UI in $folder', ({ folder, catalogue }) => {
  const locale = folder.replace('_', '-');
  const message = (key: string, ...subs: Array<string | number>) =>
    fillMessage(
      (catalogue as Catalogue)[key]!,
      subs.map((s) => (typeof s === 'number' ? formatNumber(s, locale) : s)),
    );
  let server: RunningServer;
  let ext: ExtensionHarness;
  let pages: StaticServer;

  beforeAll(async () => {
    server = await startServer({ port: 0, quota: 100_000 });
    pages = await serveDir(PAGES_DIR);
    ext = await launchExtension({ args: [`--lang=${locale}`] });
    await configureExtension(ext, server.baseUrl);
    await writeStorage(ext, { history: history(Date.now()), history$: { v: 1 } });
  });
  afterAll(async () => {
    await ext?.close();
    await pages?.close();
    await server?.close();
  });

  it('shows the options page in the language, nothing overflowing', async () => {
    const options = await ext.openExtensionPage('options.html');
    await options.setViewportSize({ width: OPTIONS_WIDTH, height: 900 });
    const save = options.getByRole('button', { name: message('optionsSave'), exact: true });
    await until(() => save.isEnabled(), { what: `the ${folder} Save button` });
    expect(await options.title()).toBe(message('optionsTitle'));
    for (const key of ['optionsApiKey', 'optionsBaseUrl', 'optionsRpm']) {
      expect(await options.getByLabel(message(key), { exact: true }).count()).toBe(1);
    }
    await options.getByRole('button', { name: message('optionsTest') }).click();
    await options.getByText(message('testKeyOk', new URL(server.baseUrl).origin)).waitFor();
    await expectNothingOverflowing(options);
    await options.close();
  });

  it('shows the popup in the language, with its numbers and dates, nothing overflowing', async () => {
    const popup = await openPopupIn(ext, message('popupDraftLabel'));
    const draft = Array.from({ length: DRAFT_WORDS }, (_, i) => `word${i}`).join(' ');
    await popup.getByRole('textbox', { name: message('popupDraftLabel') }).fill(draft);
    await popup.getByText(message('popupDraftWords', DRAFT_WORDS), { exact: true }).waitFor();
    await popup.getByRole('button', { name: message('popupHumanize'), exact: true }).click();
    await popup.getByText(message('popupWordCount', DRAFT_WORDS), { exact: true }).waitFor();
    expect(await popup.getByText(message('popupWordsCharged', DRAFT_WORDS)).count()).toBe(1);

    await popup.getByRole('button', { name: message('popupHistoryShowAll', 5) }).click();
    const older = popup.locator('.history-item .meta').filter({
      hasText: formatFinishedAt(LONG_AGO, Date.now(), locale),
    });
    expect(await older.first().textContent()).toBe(
      `${message('popupHistoryCharged', OLD_CHARGE)} · ${formatFinishedAt(LONG_AGO, Date.now(), locale)}`,
    );
    await popup.getByRole('button', { name: message('popupShowChanges') }).click();
    await expectNothingOverflowing(popup);
    await popup.close();
  });

  it('shows the in-page card in the language, nothing overflowing', async () => {
    const article = await openPage(`${pages.url}/article.html`);
    await selectAcross(article, { selector: '#p1', offset: 0 }, { selector: '#p2', offset: 9 });
    await humanizeSelection(ext, await tabIdOf(ext, article.url()));
    await expect.poll(() => card(article).getAttribute('data-kind'), EVENTUALLY).toBe('result');
    expect(await cardPart(article, 'card-status').textContent()).toContain(
      message('cardReasonReadonly'),
    );
    expect(await cardPart(article, 'card-copy').textContent()).toBe(message('cardCopy'));
    await expectNothingOverflowing(article);
    await expectNothingOverflowing(await cardFrame(article));
    expect(await cardFitsItsSize(article)).toBe(true);
    await article.close();

    const field = await openPage(`${pages.url}/textarea.html`);
    await field
      .locator('#field')
      .fill('It is important to note that this sentence is rather formal.');
    await selectInField(field, '#field', 0, 61);
    await humanizeSelection(ext, await tabIdOf(ext, field.url()));
    await expect.poll(() => card(field).getAttribute('data-kind'), EVENTUALLY).toBe('replaced');
    expect(await cardPart(field, 'card-restore').textContent()).toBe(
      message('cardRestoreOriginal'),
    );
    await expectNothingOverflowing(field);
    await expectNothingOverflowing(await cardFrame(field));
    expect(await cardFitsItsSize(field)).toBe(true);
    await field.close();

    // The words confirmation, with its count of requests: its fixed size holds it too.
    const hidden = await openPage(`${pages.url}/hidden-words.html?span`);
    await hidden.evaluate(() => {
      const range = document.createRange();
      range.selectNodeContents(document.getElementById('short')!);
      document.getSelection()!.removeAllRanges();
      document.getSelection()!.addRange(range);
    });
    await humanizeSelection(ext, await tabIdOf(ext, hidden.url()));
    await expect.poll(() => card(hidden).getAttribute('data-kind'), EVENTUALLY).toBe('confirm');
    expect(await cardPart(hidden, 'card-confirm').textContent()).toBe(
      message('cardConfirmSend', 25_009),
    );
    await expectNothingOverflowing(await cardFrame(hidden));
    expect(await cardFitsItsSize(hidden)).toBe(true);
    await hidden.close();
  });

  async function openPage(url: string): Promise<Page> {
    const page = await ext.context.newPage();
    await page.goto(url);
    await page.bringToFront();
    return page;
  }
});

describe('the overflow check', () => {
  let ext: ExtensionHarness;
  beforeAll(async () => {
    ext = await launchExtension();
  });
  afterAll(async () => {
    await ext?.close();
  });

  it('reports a button too narrow for its label and a page wider than the popup', async () => {
    const popup = await ext.openExtensionPage('popup.html');
    await popup.setViewportSize({ width: POPUP_WIDTH, height: POPUP_MAX_HEIGHT });
    await popup.evaluate(() => {
      const button = document.createElement('button');
      button.textContent = 'Einstellungen speichern und Verbindung testen';
      button.style.cssText = 'width: 60px; white-space: nowrap; overflow: hidden';
      const wide = document.createElement('div');
      wide.style.cssText = 'width: 900px; height: 1px';
      document.body.append(button, wide);
    });
    const found = await overflowingElements(popup);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^button "Einstellungen speichern/),
        expect.stringMatching(/^the page scrolls sideways/),
      ]),
    );
  });
});

/** Whether the card's content fits its fixed size (card-size.ts) without scrolling the card. */
function cardFitsItsSize(page: Page): Promise<boolean> {
  return card(page).evaluate((el) => el.scrollHeight <= el.clientHeight + 1);
}

/** One line per element too small for its text, so a failure names them all. */
async function expectNothingOverflowing(page: Page | Frame): Promise<void> {
  expect((await overflowingElements(page)).join('\n')).toBe('');
}

/** The popup at Chrome's fixed width, once its draft box (labelled in the locale) is up. */
async function openPopupIn(ext: ExtensionHarness, draftLabel: string): Promise<Page> {
  const popup = await ext.openExtensionPage('popup.html');
  await popup.setViewportSize({ width: POPUP_WIDTH, height: POPUP_MAX_HEIGHT });
  await popup.getByRole('textbox', { name: draftLabel }).waitFor();
  await until(async () => (await popup.locator('main').getAttribute('data-hydrated')) === 'true');
  return popup;
}
