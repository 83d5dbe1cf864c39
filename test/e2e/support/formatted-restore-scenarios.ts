/**
 * "Restore original" after a formatted write (issue 25: "one Ctrl+Z (and Restore original)
 * brings back the exact original") in the editors without a family that take the plain
 * contenteditable's formatted write: a plain contenteditable, Squire, Medium Editor,
 * Trumbowyg. The passage (a heading, a paragraph with bold, italic, a link and inline
 * code, a bulleted list) is rewritten; after "Replaced" the card's Restore original (a real
 * click) must give back the exact saved original through the editor's API (its getHTML(),
 * getContent(), trumbowyg('html')), what the page submits (Trumbowyg's textarea) and the DOM
 * the user sees. Both browsers (formatting-restore.e2e.ts in e2e/ and e2e-firefox/).
 */
import { describe, expect, it } from 'vitest';
import { EditorPage, EDITOR_SPECS, EVENTUALLY, type EditorSpec } from './editor-page';
import type { ScenarioEnv } from './editor-scenarios';
import { trumbowygHtmlSpec } from './editor-specs';
import { AFTER_HTML, BEFORE_HTML, PASSAGE_API_TEXT, PASSAGE_HTML } from './formatted-passage';
import { selectVariationInPage } from './formatting-variations';
import { variationShapeInPage } from './formatting-variation-shape';

const spec = (name: string) => EDITOR_SPECS.find((s) => s.name === name)!;

function restoreScenario(env: () => ScenarioEnv, editorSpec: EditorSpec): void {
  it('Restore original after a formatted write gives back the exact saved original', async () => {
    const tab = await env().driver.openTab(`${env().pagesUrl}/`);
    try {
      const editor = await EditorPage.open(tab, env().pagesUrl, editorSpec);
      await editor.setHtml(BEFORE_HTML + PASSAGE_HTML + AFTER_HTML);
      await expect.poll(() => editor.modelText()).toMatch(/^Before the passage\./);
      const original = await editor.savedData();
      const submitted = await editor.submitted();
      const shape = () =>
        editor.frame.evaluate(variationShapeInPage, { selector: editorSpec.root });
      const originalShape = await shape();
      const rewrite = await env().api.rewriteOf(PASSAGE_API_TEXT);
      expect(rewrite).not.toBe(PASSAGE_API_TEXT);

      await editor.frame.evaluate(selectVariationInPage, {
        root: editorSpec.root,
        from: 'How we utilize',
        to: 'Ship small',
      });
      await editor.settle();
      await tab.humanize();
      await expect.poll(() => tab.card.kind(), EVENTUALLY).toBe('replaced');
      await expect.poll(() => editor.savedData(), EVENTUALLY).not.toBe(original);
      // The formatted write took place (the bold rewritten words are in a bold element).
      expect(await editor.savedData()).toMatch(/<(b|strong)>use the new flow<\/(b|strong)>/);

      await tab.card.click('card-restore');
      await expect
        .poll(() => tab.card.text('card-status'), EVENTUALLY)
        .toContain('Original restored');
      await expect.poll(() => editor.savedData(), EVENTUALLY).toBe(original);
      expect(await editor.submitted()).toBe(submitted);
      expect(await shape()).toEqual(originalShape);
    } finally {
      await tab.close();
    }
  });
}

export function formattedRestoreSuites(env: () => ScenarioEnv): void {
  describe('Restore original after a formatted write: a plain contenteditable', () =>
    restoreScenario(env, spec('contenteditable')));
  describe('Restore original after a formatted write: Squire', () =>
    restoreScenario(env, spec('squire')));
  describe('Restore original after a formatted write: Medium Editor', () =>
    restoreScenario(env, spec('medium-editor')));
  // Its form post (the textarea) read as HTML.
  describe('Restore original after a formatted write: Trumbowyg', () =>
    restoreScenario(env, trumbowygHtmlSpec()));
}
