/**
 * The Firefox side of test/e2e/support/page-driver.ts: puppeteer pages and frames over
 * WebDriver BiDi, the card read and clicked through our helpers (in-page-card.ts), and the
 * action run in the background page (firefox.ts).
 */
import type { Frame, Page } from 'puppeteer-core';
import type { CardDriver, EditorDriver, PageFrame, TabDriver } from '../../e2e/support/page-driver';
import type { FirefoxHarness } from './firefox';
import { cardInside, cardKind, cardPartText, clickCardPart } from './in-page-card';

export function puppeteerFrame(frame: Frame): PageFrame {
  return {
    evaluate: <A, R>(fn: (arg: A) => R | Promise<R>, arg: A) =>
      frame.evaluate(fn as (arg: unknown) => R | Promise<R>, arg as unknown) as Promise<R>,
    async waitFor(selector) {
      await frame.waitForSelector(selector, { timeout: 30_000 });
    },
    async child(selector) {
      const handle = await frame.waitForSelector(selector, { timeout: 30_000 });
      const inner = await handle?.contentFrame();
      if (!inner) throw new Error(`${selector} has no document`);
      return puppeteerFrame(inner);
    },
  };
}

function firefoxCard(ext: FirefoxHarness, page: Page, tabId: number): CardDriver {
  return {
    kind: () => cardKind(ext, page),
    text: (testId) => cardPartText(ext, page, testId),
    click: (testId) => clickCardPart(ext, page, testId),
    insideOf: (root) => cardInside(ext, tabId, root),
  };
}

/** The user's undo in Firefox: Ctrl+Z as real key presses. */
export async function pressUndoKeys(page: Page): Promise<void> {
  await page.keyboard.down('Control');
  await page.keyboard.press('z');
  await page.keyboard.up('Control');
}

/**
 * The clipboard's text as the user gets it: a real Ctrl+V into a scratch field of the page's
 * top document (our extension has no clipboardRead, and a page's readText() would prompt).
 */
async function pastedText(page: Page): Promise<string> {
  const id = 'humanizer-test-paste';
  await page.evaluate((fieldId) => {
    document.getElementById(fieldId)?.remove();
    const area = document.createElement('textarea');
    area.id = fieldId;
    document.body.append(area);
  }, id);
  await page.focus(`#${id}`);
  await page.keyboard.down('Control');
  await page.keyboard.press('v');
  await page.keyboard.up('Control');
  return page.evaluate((fieldId) => {
    const area = document.getElementById(fieldId) as HTMLTextAreaElement;
    area.remove();
    return area.value;
  }, id);
}

export function firefoxTab(ext: FirefoxHarness, page: Page, tabId: number): TabDriver {
  return {
    top: puppeteerFrame(page.mainFrame()),
    async goto(url) {
      await page.goto(url);
    },
    type: (text) => page.keyboard.type(text),
    pressUndo: () => pressUndoKeys(page),
    async pressSelectAll() {
      await page.keyboard.down('Control');
      await page.keyboard.press('a');
      await page.keyboard.up('Control');
    },
    async pressLineBreak() {
      await page.keyboard.down('Shift');
      await page.keyboard.press('Enter');
      await page.keyboard.up('Shift');
    },
    bringToFront: () => page.bringToFront(),
    card: firefoxCard(ext, page, tabId),
    clipboardText: () => pastedText(page),
    async humanize() {
      const refused = await ext.humanizeSelection(tabId);
      if (refused !== null) throw new Error(`Humanize selection refused: ${refused}`);
    },
    async anotherParagraphVersion() {
      const refused = await ext.anotherParagraphVersion(tabId);
      if (refused !== null) throw new Error(`Another version refused: ${refused}`);
    },
    close: () => page.close(),
  };
}

/** Firefox ESR with the built extension (firefox.ts). */
export function firefoxDriver(ext: () => FirefoxHarness): EditorDriver {
  return {
    browser: 'firefox',
    async openTab(url) {
      const { page, tabId } = await ext().openWebPage(url);
      return firefoxTab(ext(), page, tabId);
    },
  };
}
