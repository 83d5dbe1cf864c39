/**
 * The built extension in every rich editor (test/pages, real libraries from npm): select
 * text, run humanizeSelection(tabId), and the editor's OWN model (not only its DOM) must read
 * exactly prefix + server result + suffix with its paragraphs, and ONE Ctrl+Z by the user
 * must bring the original back, as must the card's "Restore original". TinyMCE edits inside an
 * iframe: the extension must act there, and its card must stay out of the user's document.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startServer, type RunningServer } from '../../server/start';
import { ACROSS_PARAGRAPHS, SAMPLE_PARAGRAPHS } from '../pages/shared/sample';
import { EDITOR_SPECS, EditorPage, EVENTUALLY, type EditorSpec } from './support/editor-page';
import { launchExtension, type ExtensionHarness } from './support/extension';
import { servePages, type PagesServer } from './support/pages-server';

const PRO_KEY = 'demo-pro-key';

/** The slice of the extension API used from the worker. */
declare const chrome: {
  storage: { local: { set(items: Record<string, unknown>): Promise<void> } };
  tabs: { query(q: object): Promise<Array<{ id?: number; url?: string }>> };
};
type Automation = { humanizer: { humanizeSelection(tabId: number): Promise<void> } };

/** Inside the third paragraph only: "In order to finish, the third paragraph". */
const THIRD = SAMPLE_PARAGRAPHS[0]!.length + SAMPLE_PARAGRAPHS[1]!.length + 2;
const WITHIN_PARAGRAPH = { start: THIRD, end: THIRD + 'In order to finish, the third'.length };

let ext: ExtensionHarness;
let api: RunningServer;
let pages: PagesServer;

// One browser, one server and one page server for all editors.
beforeAll(async () => {
  [ext, api, pages] = await Promise.all([
    launchExtension(),
    startServer({ port: 0, quota: 1000, testFaults: true }),
    servePages(),
  ]);
  const worker = await ext.worker();
  await worker.evaluate(
    async ([baseUrl, key]) => {
      await chrome.storage.local.set({
        settings: {
          baseUrl,
          requestsPerMinute: 30,
          historyEnabled: true,
          editableBehaviour: 'replace',
        },
        settings$: { v: 1 },
        apiKey: key,
        apiKey$: { v: 1 },
      });
    },
    [api.baseUrl, PRO_KEY] as const,
  );
});
afterAll(async () => {
  await ext?.close();
  await Promise.all([api?.close(), pages?.close()]);
});

/** What the reference server makes of `text`, asked directly. */
async function rewriteOf(text: string): Promise<string> {
  const res = await fetch(`${api.baseUrl}/humanize`, {
    method: 'POST',
    headers: { authorization: `Bearer ${PRO_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ text }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { humanized_text: string }).humanized_text;
}

/** The texts the extension sent to the server so far. */
async function sentTexts(): Promise<string[]> {
  const res = await fetch(`${api.baseUrl.replace(/\/v1$/, '')}/__test/requests`);
  return ((await res.json()) as Array<{ text: string }>).map((r) => r.text);
}

/** A part of our card, in the frame that holds the editor (TinyMCE: its iframe). */
const cardPart = (editor: EditorPage, testId: string) =>
  editor.frame.locator(`humanizer-card [data-testid="${testId}"]`);

describe.each(EDITOR_SPECS)('humanize selection in $name', (spec: EditorSpec) => {
  let page: Page;
  let tabId: number;

  beforeAll(async () => {
    page = await ext.context.newPage();
    const url = `${pages.url}/${spec.name}/index.html`;
    await page.goto(url);
    tabId = await (
      await ext.worker()
    ).evaluate(async (u) => {
      const tab = (await chrome.tabs.query({})).find((t) => t.url === u);
      if (tab?.id === undefined) throw new Error(`No tab for ${u}`);
      return tab.id;
    }, url);
  });
  afterAll(async () => {
    await page?.close();
  });

  async function humanize(editor: EditorPage, span: { start: number; end: number }) {
    const original = await editor.modelText();
    expect(original).toBe(SAMPLE_PARAGRAPHS.join('\n'));
    const selected = original.slice(span.start, span.end);
    const rewrite = await rewriteOf(selected);
    expect(rewrite).not.toBe(selected); // the test would prove nothing otherwise
    await editor.select(span.start, span.end);

    const worker = await ext.worker();
    await worker.evaluate(
      (id) => (globalThis as unknown as Automation).humanizer.humanizeSelection(id),
      tabId,
    );
    const expected = original.slice(0, span.start) + rewrite + original.slice(span.end);
    await expect.poll(() => editor.modelText(), EVENTUALLY).toBe(expected);
    expect(await editor.domText()).toBe(expected);
    // The extension sent exactly the selected text, paragraph break included.
    expect(await sentTexts()).toContain(selected);
    await expect
      .poll(() => cardPart(editor, 'humanizer-card').getAttribute('data-kind'), EVENTUALLY)
      .toBe('replaced');
    // The card is not part of the user's document (TinyMCE's body IS its editor).
    expect(await editor.hasCardInside()).toBe(false);
    expect((await editor.savedData()) ?? '').not.toMatch(/humanizer/i);
    return { original, expected };
  }

  it('replaces a selection across two paragraphs, paragraphs kept; one Ctrl+Z restores', async () => {
    const editor = await EditorPage.open(page, pages.url, spec);
    const { original, expected } = await humanize(editor, ACROSS_PARAGRAPHS);
    expect(expected.split('\n')).toHaveLength(SAMPLE_PARAGRAPHS.length);

    await editor.focus();
    await editor.pressUndo();
    await expect.poll(() => editor.modelText(), EVENTUALLY).toBe(original);
    expect(await editor.domText()).toBe(original);
  });

  it('"Restore original" on the card brings the original paragraphs back', async () => {
    const editor = await EditorPage.open(page, pages.url, spec);
    const { original } = await humanize(editor, ACROSS_PARAGRAPHS);

    await cardPart(editor, 'card-restore').click();
    await expect
      .poll(() => cardPart(editor, 'card-status').textContent(), EVENTUALLY)
      .toContain('Original restored');
    expect(await editor.modelText()).toBe(original);
    expect(await editor.domText()).toBe(original);
  });

  it('replaces a selection inside one paragraph; one Ctrl+Z restores', async () => {
    const editor = await EditorPage.open(page, pages.url, spec);
    const { original } = await humanize(editor, WITHIN_PARAGRAPH);

    await editor.focus();
    await editor.pressUndo();
    await expect.poll(() => editor.modelText(), EVENTUALLY).toBe(original);
  });
});
