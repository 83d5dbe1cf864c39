/**
 * Issue 25's formatted passage in an editor with its own model, in both browsers
 * (test/e2e/formatting-models.e2e.ts, test/e2e-firefox/formatting-models.e2e.ts): a heading; a
 * paragraph with bold, italic, a link (address and title) and inline code; a bulleted list,
 * between a paragraph before and after. The write goes through the editor's own clipboard
 * parser as one change. Checked in the editor's model (its getData: Tiptap's getHTML(),
 * serialised from ProseMirror's doc; Quill 2's getSemanticHTML(), from its Delta), in what the
 * page's form posts where it keeps a copy (its getSubmitted, as HTML: Trumbowyg's textarea) and
 * in the DOM the user sees; one Ctrl+Z brings the exact original model back.
 */
import { expect, it } from 'vitest';
import { EditorPage, EVENTUALLY, type EditorSpec } from './editor-page';
import type { ScenarioEnv } from './editor-scenarios';
import {
  AFTER_HTML,
  BEFORE_HTML,
  PASSAGE_API_TEXT,
  PASSAGE_HTML,
  expectedShape,
  shapeOfInPage,
} from './formatted-passage';

/** Selects from the heading's first letter to the last list item's last letter (in the page). */
function selectPassage(root: string): void {
  const el = document.querySelector<HTMLElement>(root)!;
  const heading = el.querySelector('h2')!;
  const items = el.querySelectorAll('li');
  const walker = document.createTreeWalker(items[items.length - 1]!, NodeFilter.SHOW_TEXT);
  let last: Text | null = null;
  for (let n = walker.nextNode(); n; n = walker.nextNode()) last = n as Text;
  el.focus();
  document.getSelection()!.setBaseAndExtent(heading.firstChild!, 0, last!, last!.data.length);
}

/**
 * `linkTitle`: what the link's title is after the write, where the editor's model keeps only
 * the address (Quill's link format: null). `domHasTags`: whether the DOM is read too.
 */
export function formattedModelScenarios(
  env: () => ScenarioEnv,
  spec: EditorSpec,
  linkTitle: string | null = 'Setup',
  /** false where the DOM has no tags to read (Draft.js: <div> blocks, marks as styled spans). */
  domHasTags = true,
): void {
  it("keeps the heading, the list and every mark in the editor's model; one Ctrl+Z restores it", async () => {
    const tab = await env().driver.openTab(`${env().pagesUrl}/`);
    try {
      const editor = await EditorPage.open(tab, env().pagesUrl, spec);
      const html = BEFORE_HTML + PASSAGE_HTML + AFTER_HTML;
      await editor.setHtml(html);
      await expect.poll(() => editor.modelText()).toMatch(/^Before the passage\./);
      const original = await editor.savedData();
      const originalSubmitted = await editor.submitted();
      const rewrite = await env().api.rewriteOf(PASSAGE_API_TEXT);
      expect(rewrite).not.toBe(PASSAGE_API_TEXT);

      await editor.frame.evaluate(selectPassage, spec.root);
      await editor.settle();
      await tab.humanize();
      await expect.poll(() => tab.card.kind(), EVENTUALLY).toBe('replaced');

      expect((await env().api.log()).map((r) => r.text)).toContain(PASSAGE_API_TEXT);
      const expected = expectedShape(rewrite, linkTitle);
      // What the page's form posts (where it keeps a copy), read before the model.
      const submitted = await editor.submitted();
      if (submitted !== null)
        expect(await editor.frame.evaluate(shapeOfInPage, { html: submitted })).toEqual(expected);
      const model = (await editor.savedData())!;
      expect(await editor.frame.evaluate(shapeOfInPage, { html: model })).toEqual(expected);
      if (domHasTags)
        expect(await editor.frame.evaluate(shapeOfInPage, { selector: spec.root })).toEqual(
          expected,
        );

      await editor.pressUndo();
      await expect.poll(() => editor.savedData(), EVENTUALLY).toBe(original);
      expect(await editor.submitted()).toBe(originalSubmitted);
    } finally {
      await tab.close();
    }
  });
}
