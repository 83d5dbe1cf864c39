/**
 * The built extension in every rich editor (test/pages, real libraries from npm): select
 * text, run humanizeSelection(tabId), and the editor's OWN model (not only its DOM) must read
 * exactly prefix + server result + suffix with its paragraphs, and ONE Ctrl+Z by the user
 * must bring the original back, as must the card's "Restore original". TinyMCE edits inside an
 * iframe: the extension must act there, and its card must stay out of the user's document.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ACROSS_PARAGRAPHS, SAMPLE_PARAGRAPHS } from '../pages/shared/sample';
import { cardLocator } from './support/closed-card';
import { EDITOR_SPECS, EditorPage, EVENTUALLY, type EditorSpec } from './support/editor-page';
import { withExtensionAndServer } from './support/extension-and-server';
import { configureExtension } from './support/extension-settings';
import { servePages, type PagesServer } from './support/pages-server';
import { humanizeSelection, tabIdOf } from './support/selection-helpers';

/** Inside the third paragraph only: "In order to finish, the third paragraph". */
const THIRD = SAMPLE_PARAGRAPHS[0]!.length + SAMPLE_PARAGRAPHS[1]!.length + 2;
const WITHIN_PARAGRAPH = { start: THIRD, end: THIRD + 'In order to finish, the third'.length };

// One browser, one server and one page server for all editors.
const env = withExtensionAndServer({ quota: 1000 });
let pages: PagesServer;
beforeAll(async () => {
  pages = await servePages();
  await configureExtension(env.ext, env.server.baseUrl);
});
afterAll(async () => {
  await pages?.close();
});

/** The texts the extension sent to the server so far. */
async function sentTexts(): Promise<Array<string | null>> {
  return (await env.api.log()).map((r) => r.text);
}

/** A part of our card, in the frame that holds the editor (TinyMCE: its iframe). */
const cardPart = (editor: EditorPage, testId: string) => cardLocator(editor.page, testId);

describe.each(EDITOR_SPECS)('humanize selection in $name', (spec: EditorSpec) => {
  let page: Page;
  let tabId: number;

  beforeAll(async () => {
    page = await env.ext.context.newPage();
    const url = `${pages.url}/${spec.name}/index.html`;
    await page.goto(url);
    tabId = await tabIdOf(env.ext, url);
  });
  afterAll(async () => {
    await page?.close();
  });

  async function humanize(editor: EditorPage, span: { start: number; end: number }) {
    const original = await editor.modelText();
    expect(original).toBe(SAMPLE_PARAGRAPHS.join('\n'));
    const selected = original.slice(span.start, span.end);
    const rewrite = await env.api.rewriteOf(selected);
    expect(rewrite).not.toBe(selected); // the test would prove nothing otherwise
    await editor.select(span.start, span.end);

    await humanizeSelection(env.ext, tabId);
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
