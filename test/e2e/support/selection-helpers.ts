/**
 * Page objects for the in-page humanize tests: the reference server, the local test pages,
 * the extension configured for both, and the card in its frame (closed-card.ts).
 */
import { resolve } from 'node:path';
import { build } from 'esbuild';
import type { Page } from 'playwright-core';
import type { ServerConfig } from '../../../server/config';
import { answerOr, cardFrames, cardLocator, type CardLocator } from './closed-card';
import type { ExtensionHarness } from './extension';
import { startExtensionAndServer, type ExtensionAndServer } from './extension-and-server';
import { configureExtension } from './extension-settings';
import { serveDir, type StaticServer } from './static-server';
import { withFixture } from './with-fixture';
import { selectAcrossInPage, selectInFieldInPage, type TextPoint } from './in-page-selection';

export const PAGES_DIR = resolve('test/fixtures/pages');

/** The slice of the extension API the worker-side snippets below use. */
declare const chrome: {
  tabs: { query(q: object): Promise<Array<{ id?: number; url?: string }>> };
};
type Automation = {
  humanizer: {
    humanizeSelection(tabId: number): Promise<void>;
    anotherParagraphVersion(tabId: number): Promise<void>;
  };
};

/** Bundles the React-controlled test page (React is a dependency of the extension). */
export async function buildReactPage(): Promise<string> {
  const out = await build({
    entryPoints: [resolve(PAGES_DIR, 'react-fields.tsx')],
    bundle: true,
    write: false,
    format: 'iife',
    jsx: 'automatic',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  return out.outputFiles[0]?.text ?? '';
}

/** The id of the tab showing `url`, as the extension knows it. */
export async function tabIdOf(ext: ExtensionHarness, url: string): Promise<number> {
  const worker = await ext.worker();
  return worker.evaluate(async (u) => {
    const tabs = await chrome.tabs.query({});
    const tab = tabs.find((t) => t.url === u);
    if (tab?.id === undefined) throw new Error(`No tab for ${u}`);
    return tab.id;
  }, url);
}

/** Runs the background's humanizeSelection(tabId), as the context menu and the shortcut do. */
export async function humanizeSelection(ext: ExtensionHarness, tabId: number): Promise<void> {
  const worker = await ext.worker();
  await worker.evaluate(
    (id) => (globalThis as unknown as Automation).humanizer.humanizeSelection(id),
    tabId,
  );
}

/** The worker's "Another version of this paragraph" for the tab (its context-menu item). */
export async function anotherParagraphVersion(ext: ExtensionHarness, tabId: number): Promise<void> {
  const worker = await ext.worker();
  await worker.evaluate(
    (id) => (globalThis as unknown as Automation).humanizer.anotherParagraphVersion(id),
    tabId,
  );
}

export interface SelectionEnv extends ExtensionAndServer {
  pages: StaticServer;
  /** Opens a fixture page and returns it with its tab id. */
  open(name: string): Promise<{ page: Page; tabId: number }>;
  humanizeSelection(tabId: number): Promise<void>;
  /** humanizeSelection's rejection message, or null when it resolved. */
  humanizeSelectionError(tabId: number): Promise<string | null>;
  setBehaviour(editableBehaviour: 'replace' | 'review'): Promise<void>;
}

/** `server` overrides the reference server's configuration (no practical rate limit). */
export async function startSelectionEnv(server: Partial<ServerConfig> = {}): Promise<SelectionEnv> {
  const [pair, reactBundle] = await Promise.all([
    startExtensionAndServer({ quota: 100_000, ...server }),
    buildReactPage(),
  ]);
  const { ext } = pair;
  const pages = await serveDir(PAGES_DIR, { '/react-fields.js': reactBundle });
  const setBehaviour = (editableBehaviour: 'replace' | 'review') =>
    configureExtension(ext, pair.server.baseUrl, { editableBehaviour });
  await setBehaviour('replace');

  return {
    ...pair,
    pages,
    async open(name) {
      const page = await ext.context.newPage();
      const url = `${pages.url}/${name}`;
      await page.goto(url);
      await page.bringToFront();
      return { page, tabId: await tabIdOf(ext, url) };
    },
    humanizeSelection: (tabId) => humanizeSelection(ext, tabId),
    async humanizeSelectionError(tabId) {
      const worker = await ext.worker();
      return worker.evaluate(async (id) => {
        try {
          await (globalThis as unknown as Automation).humanizer.humanizeSelection(id);
          return null;
        } catch (err) {
          return err instanceof Error ? err.message : String(err);
        }
      }, tabId);
    },
    setBehaviour,
    async close() {
      await pair.close();
      await pages.close();
    },
  };
}

/** The selection env for a describe block: started in beforeAll, closed in afterAll. */
export function withSelectionEnv(server: Partial<ServerConfig> = {}): SelectionEnv {
  return withFixture(() => startSelectionEnv(server));
}

/** The value of the text field matching `selector`. */
export function fieldValue(page: Page, selector: string): Promise<string> {
  return page.locator(selector).evaluate((el) => (el as HTMLInputElement).value);
}

/** The card in the page (in its extension frame: see closed-card.ts). */
export function card(page: Page): CardLocator {
  return cardLocator(page, 'humanizer-card');
}

export function cardPart(page: Page, testId: string): CardLocator {
  return cardLocator(page, testId);
}

/**
 * The data-testid (else the label) of the control focused inside the card, or null (also
 * when the keyboard focus is not in the card's frame at all).
 */
export async function focusedCardPart(page: Page): Promise<string | null> {
  for (const frame of cardFrames(page)) {
    const focused = await answerOr(
      frame.evaluate(() => {
        const el = document.activeElement;
        if (!document.hasFocus() || !(el instanceof HTMLElement) || el === document.body)
          return null;
        return el.dataset.testid ?? el.getAttribute('aria-label');
      }),
      null,
    );
    if (focused) return focused;
  }
  return null;
}

/** Focuses a text field and selects [start, end) of its value. */
export async function selectInField(page: Page, selector: string, start: number, end: number) {
  await page.locator(selector).waitFor();
  await page.evaluate(selectInFieldInPage, [selector, start, end] as const);
}

/**
 * Selects from `startOffset` in the text of the block matching `startSelector` to
 * `endOffset` in the block matching `endSelector` (each block holds one text node).
 */
export async function selectAcross(page: Page, start: TextPoint, end: TextPoint) {
  await page.evaluate(selectAcrossInPage, [start, end] as const);
}
