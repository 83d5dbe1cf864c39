/**
 * Without the extension: every insertion path an EditorFamily lists, written by the core's own
 * code (rich-target.ts: the family's paragraphBreak and afterWrite included), really works in
 * the real editor (test/pages, libraries from npm): the text lands in the editor's
 * own model with its paragraphs, shows in the DOM, and ONE Ctrl+Z by the user brings the
 * original back; the family's undo (used by the core to recover and restore) does too.
 * When an editor upgrade changes what it accepts, this names the family to update.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { editorFamilies } from '../../lib/editors/families';
import { ACROSS_PARAGRAPHS, SAMPLE_PARAGRAPHS } from '../pages/shared/sample';
import { chromiumPath } from './support/global-setup';
import { EDITOR_SPECS, EditorPage, EVENTUALLY, type EditorSpec } from './support/editor-page';
import { outcomeIn } from './support/editor-specs';
import { playwrightTab } from './support/playwright-driver';
import { undoLikeCore, writeLikeCore } from './support/insert-paths';
import { servePages, type PagesServer } from './support/pages-server';

const THIRD = SAMPLE_PARAGRAPHS[0]!.length + SAMPLE_PARAGRAPHS[1]!.length + 2;
const SELECTIONS = [
  {
    what: 'across paragraphs',
    ...ACROSS_PARAGRAPHS,
    text: 'Rewritten first line.\nRewritten second, ',
  },
  { what: 'inside a paragraph', start: THIRD, end: THIRD + 19, text: 'To end' },
];

/** The editors a family is written for (the general path is tested through the extension). */
const FAMILY_SPECS = EDITOR_SPECS.filter(
  // A page's variant (Slate with its paste turned off) is a test of the extension's fallback.
  (spec) => !spec.page && editorFamilies.some((family) => family.name === spec.family),
);

describe('insertion paths in the real editors', () => {
  let server: PagesServer;
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    server = await servePages();
    browser = await chromium.launch({
      executablePath: chromiumPath(),
      headless: true,
      args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    page = await browser.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function write(
    spec: EditorSpec,
    path: (typeof editorFamilies)[number]['paths'][number],
    sel: (typeof SELECTIONS)[number],
  ) {
    const editor = await EditorPage.open(playwrightTab(page), server.url, spec);
    const original = await editor.modelText();
    await editor.select(sel.start, sel.end);
    await writeLikeCore(editor.frame, spec.family, path, sel.text);
    const expected = original.slice(0, sel.start) + sel.text + original.slice(sel.end);
    await expect.poll(() => editor.modelText(), EVENTUALLY).toBe(expected);
    // The view follows the model: Trix renders on the next animation frame.
    await expect.poll(() => editor.domText(), EVENTUALLY).toBe(expected);
    return { editor, original };
  }

  /** The selections the editor takes (Trix merges paragraphs: only inside one). */
  const selectionsFor = (spec: EditorSpec) =>
    outcomeIn(spec, 'chromium') === 'replaced-within-paragraph' ? SELECTIONS.slice(1) : SELECTIONS;

  const cases = FAMILY_SPECS.flatMap((spec) => {
    const family = editorFamilies.find((f) => f.name === spec.family)!;
    return family.paths.flatMap((path) => selectionsFor(spec).map((sel) => ({ spec, path, sel })));
  });

  it.each(cases)(
    '$spec.name accepts $path $sel.what; one Ctrl+Z restores',
    async ({ spec, path, sel }) => {
      const { editor, original } = await write(spec, path, sel);
      await editor.pressUndo();
      await expect.poll(() => editor.modelText(), EVENTUALLY).toBe(original);
    },
  );

  it.each(FAMILY_SPECS)("$name: the family's undo restores a write", async (spec) => {
    const family = editorFamilies.find((f) => f.name === spec.family)!;
    const { editor, original } = await write(spec, family.paths[0]!, selectionsFor(spec)[0]!);
    await undoLikeCore(editor.frame, spec.family);
    await expect.poll(() => editor.modelText(), EVENTUALLY).toBe(original);
  });
});
