/**
 * The Chromium side of page-driver.ts: Playwright pages and frames, the card reached through
 * CDP (closed-card.ts), and the action run in the extension's service worker.
 */
import type { Frame, Page } from 'playwright-core';
import { callOn, cardHosts, cardLocator } from './closed-card';
import type { ExtensionHarness } from './extension';
import type { CardDriver, EditorDriver, PageFrame, TabDriver } from './page-driver';
import { anotherParagraphVersion, humanizeSelection, tabIdOf } from './selection-helpers';

export function playwrightFrame(frame: Frame): PageFrame {
  return {
    // Arguments are plain JSON here: Playwright's handle unboxing never applies.
    evaluate: <A, R>(fn: (arg: A) => R | Promise<R>, arg: A) =>
      frame.evaluate(fn as (arg: unknown) => R | Promise<R>, arg as unknown),
    async waitFor(selector) {
      await frame.waitForSelector(selector);
    },
    async child(selector) {
      const handle = await frame.waitForSelector(selector);
      const inner = await handle.contentFrame();
      if (!inner) throw new Error(`${selector} has no document`);
      await inner.waitForLoadState();
      return playwrightFrame(inner);
    },
  };
}

function playwrightCard(page: Page): CardDriver {
  return {
    kind: async () =>
      (await cardLocator(page, 'humanizer-card').count()) === 0
        ? null
        : cardLocator(page, 'humanizer-card').getAttribute('data-kind'),
    text: async (testId) =>
      (await cardLocator(page, testId).count()) === 0
        ? null
        : cardLocator(page, testId).textContent(),
    click: (testId) => cardLocator(page, testId).click(),
    async insideOf(root) {
      for (const host of await cardHosts(page)) {
        const inside = await callOn(
          page,
          host,
          (el: Element, sel: string) => el.ownerDocument.querySelector(sel)?.contains(el) ?? false,
          root,
        );
        if (inside) return true;
      }
      return false;
    },
  };
}

/** A tab of Chromium; `ext` runs the extension's action (absent: a page without it). */
export function playwrightTab(page: Page, ext?: ExtensionHarness): TabDriver {
  return {
    top: playwrightFrame(page.mainFrame()),
    async goto(url) {
      await page.goto(url);
    },
    type: (text) => page.keyboard.type(text),
    pressUndo: () => page.keyboard.press('Control+z'),
    pressSelectAll: () => page.keyboard.press('Control+a'),
    pressLineBreak: () => page.keyboard.press('Shift+Enter'),
    bringToFront: () => page.bringToFront(),
    card: playwrightCard(page),
    // The browser context must have granted 'clipboard-read' (grantPermissions).
    clipboardText: () => page.evaluate(() => navigator.clipboard.readText()),
    async humanize() {
      if (!ext) throw new Error('This page has no extension to run.');
      await humanizeSelection(ext, await tabIdOf(ext, page.url()));
    },
    async anotherParagraphVersion() {
      if (!ext) throw new Error('This page has no extension to run.');
      await anotherParagraphVersion(ext, await tabIdOf(ext, page.url()));
    },
    close: () => page.close(),
  };
}

/** Chromium with the built extension (test/e2e/support/extension.ts). */
export function chromiumDriver(ext: () => ExtensionHarness): EditorDriver {
  return {
    browser: 'chromium',
    async openTab(url) {
      const page = await ext().context.newPage();
      await page.goto(url);
      await page.bringToFront();
      return playwrightTab(page, ext());
    },
  };
}
