/**
 * Page objects for the in-page humanize tests: the reference server, the local test pages,
 * the extension configured for both, and the card in its shadow root.
 */
import { resolve } from 'node:path';
import { build } from 'esbuild';
import type { Locator, Page } from 'playwright-core';
import { startServer, type RunningServer } from '../../../server/start';
import { launchExtension, type ExtensionHarness } from './extension';
import { serveDir, type StaticServer } from './static-server';

export const PAGES_DIR = resolve('test/fixtures/pages');
export const PRO_KEY = 'demo-pro-key';

/** The slice of the extension API the worker-side snippets below use. */
declare const chrome: {
  storage: { local: { set(items: Record<string, unknown>): Promise<void> } };
  tabs: { query(q: object): Promise<Array<{ id?: number; url?: string }>> };
};

export interface LoggedRequest {
  at: number;
  key: string;
  text: string;
  status: number;
}

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

export interface SelectionEnv {
  ext: ExtensionHarness;
  api: RunningServer;
  pages: StaticServer;
  /** Opens a fixture page and returns it with its tab id. */
  open(name: string): Promise<{ page: Page; tabId: number }>;
  humanizeSelection(tabId: number): Promise<void>;
  /** humanizeSelection's rejection message, or null when it resolved. */
  humanizeSelectionError(tabId: number): Promise<string | null>;
  /** What the server returns for `text` (asked directly, never hard-coded). */
  rewriteOf(text: string): Promise<string>;
  requests(): Promise<LoggedRequest[]>;
  faults(body: Record<string, unknown>): Promise<void>;
  setBehaviour(editableBehaviour: 'replace' | 'card'): Promise<void>;
  close(): Promise<void>;
}

export async function startSelectionEnv(): Promise<SelectionEnv> {
  const [api, reactBundle, ext] = await Promise.all([
    startServer({ port: 0, quota: 100_000, testFaults: true }),
    buildReactPage(),
    launchExtension(),
  ]);
  const pages = await serveDir(PAGES_DIR, { '/react-fields.js': reactBundle });
  const settings = (behaviour: 'replace' | 'card') => ({
    baseUrl: api.baseUrl,
    requestsPerMinute: 30,
    historyEnabled: true,
    editableBehaviour: behaviour,
  });
  const writeSettings = async (behaviour: 'replace' | 'card') => {
    const worker = await ext.worker();
    await worker.evaluate(
      async ([value, key]) => {
        await chrome.storage.local.set({
          settings: value,
          settings$: { v: 1 },
          apiKey: key,
          apiKey$: { v: 1 },
        });
      },
      [settings(behaviour), PRO_KEY] as const,
    );
  };
  await writeSettings('replace');

  const tabIdOf = async (url: string): Promise<number> => {
    const worker = await ext.worker();
    return worker.evaluate(async (u) => {
      const tabs = await chrome.tabs.query({});
      const tab = tabs.find((t) => t.url === u);
      if (tab?.id === undefined) throw new Error(`No tab for ${u}`);
      return tab.id;
    }, url);
  };

  const callApi = async (path: string, init?: RequestInit) => {
    const res = await fetch(`${api.baseUrl.replace(/\/v1$/, '')}${path}`, init);
    if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
    return res.json() as Promise<unknown>;
  };

  return {
    ext,
    api,
    pages,
    async open(name) {
      const page = await ext.context.newPage();
      const url = `${pages.url}/${name}`;
      await page.goto(url);
      await page.bringToFront();
      return { page, tabId: await tabIdOf(url) };
    },
    async humanizeSelection(tabId) {
      const worker = await ext.worker();
      await worker.evaluate(async (id) => {
        const h = (
          globalThis as unknown as { humanizer: { humanizeSelection(id: number): Promise<void> } }
        ).humanizer;
        await h.humanizeSelection(id);
      }, tabId);
    },
    async humanizeSelectionError(tabId) {
      const worker = await ext.worker();
      return worker.evaluate(async (id) => {
        const h = (
          globalThis as unknown as { humanizer: { humanizeSelection(id: number): Promise<void> } }
        ).humanizer;
        try {
          await h.humanizeSelection(id);
          return null;
        } catch (err) {
          return err instanceof Error ? err.message : String(err);
        }
      }, tabId);
    },
    async rewriteOf(text) {
      const res = await fetch(`${api.baseUrl}/humanize`, {
        method: 'POST',
        headers: { authorization: `Bearer ${PRO_KEY}`, 'content-type': 'application/json' },
        body: JSON.stringify({ text }),
      });
      if (!res.ok) throw new Error(`rewriteOf: HTTP ${res.status}`);
      return ((await res.json()) as { humanized_text: string }).humanized_text;
    },
    requests: async () => (await callApi('/__test/requests')) as LoggedRequest[],
    async faults(body) {
      await callApi('/__test/faults', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    },
    setBehaviour: writeSettings,
    async close() {
      await ext.close();
      await Promise.all([api.close(), pages.close()]);
    },
  };
}

/** The card in the page (Playwright's CSS locators pierce its open shadow root). */
export function card(page: Page): Locator {
  return page.locator('humanizer-card [data-testid="humanizer-card"]');
}

export function cardPart(page: Page, testId: string): Locator {
  return page.locator(`humanizer-card [data-testid="${testId}"]`);
}

/** Focuses a text field and selects [start, end) of its value. */
export async function selectInField(page: Page, selector: string, start: number, end: number) {
  await page.locator(selector).evaluate(
    (el, [s, e]) => {
      const field = el as HTMLInputElement | HTMLTextAreaElement;
      field.focus();
      field.setSelectionRange(s, e);
    },
    [start, end] as const,
  );
}

/**
 * Selects from `startOffset` in the text of the block matching `startSelector` to
 * `endOffset` in the block matching `endSelector` (each block holds one text node).
 */
export async function selectAcross(
  page: Page,
  start: { selector: string; offset: number },
  end: { selector: string; offset: number },
) {
  await page.evaluate(
    ([s, e]) => {
      const textOf = (sel: string) => {
        const node = document.querySelector(sel)?.firstChild;
        if (!node) throw new Error(`No text in ${sel}`);
        return node;
      };
      const range = document.createRange();
      range.setStart(textOf(s.selector), s.offset);
      range.setEnd(textOf(e.selector), e.offset);
      const editable = (range.startContainer.parentElement?.closest('[contenteditable]') ??
        null) as HTMLElement | null;
      editable?.focus();
      const sel = document.getSelection();
      sel?.removeAllRanges();
      sel?.addRange(range);
    },
    [start, end] as const,
  );
}
