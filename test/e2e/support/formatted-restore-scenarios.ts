/**
 * "Restore original" after a formatted write (issue 25: "one Ctrl+Z (and Restore original)
 * brings back the exact original") in the editors without a family that take the plain
 * contenteditable's formatted write: a plain contenteditable, Squire, Medium Editor,
 * Trumbowyg. The passage (a heading, a paragraph with bold, italic, a link and inline
 * code, a bulleted list) is rewritten; after "Replaced" the card's Restore original (a real
 * click) must give back the exact saved original through the editor's API (its getHTML(),
 * getContent(), trumbowyg('html')), what the page submits (Trumbowyg's textarea) and the DOM
 * the user sees. Both browsers (formatting-restore.e2e.ts in e2e/ and e2e-firefox/). The
 * restore after the user typed elsewhere also in editors with their own model (Quill 2,
 * CKEditor 5, Tiptap, Lexical, TinyMCE: formatting-restore-models.e2e.ts, both browsers,
 * with the restore right after "Replaced"; the other editors with a model:
 * formatted-restore-more.ts).
 */
import { describe, expect, it } from 'vitest';
import { EditorPage, EDITOR_SPECS, EVENTUALLY, type EditorSpec } from './editor-page';
import type { ScenarioEnv } from './editor-scenarios';
import { trumbowygHtmlSpec } from './editor-specs';
import { AFTER_HTML, BEFORE_HTML, PASSAGE_API_TEXT, PASSAGE_HTML } from './formatted-passage';
import type { ModelShape } from './formatting-variation-scenarios';
import { selectVariationInPage } from './formatting-variations';
import { variationShapeInPage, type VariationShape } from './formatting-variation-shape';

const spec = (name: string) => EDITOR_SPECS.find((s) => s.name === name)!;

export interface RestoreOptions {
  /** How to read the saved model when it is not HTML (Quill 1's Delta). */
  modelShape?: ModelShape;
  /** false where the DOM has no tags to read (Draft.js: <div> blocks, marks as styled spans). */
  domHasTags?: boolean;
}

/** The structure of the editor's saved model (HTML, or as `modelShape` reads it). */
function modelShapeOf(editor: EditorPage, options: RestoreOptions) {
  return (saved: string): Promise<VariationShape> =>
    options.modelShape
      ? Promise.resolve(options.modelShape(saved))
      : editor.frame.evaluate(variationShapeInPage, { html: saved });
}

export function restoreScenario(
  env: () => ScenarioEnv,
  editorSpec: EditorSpec,
  options: RestoreOptions = {},
): void {
  it('Restore original after a formatted write gives back the exact saved original', async () => {
    const tab = await env().driver.openTab(`${env().pagesUrl}/`);
    try {
      const editor = await EditorPage.open(tab, env().pagesUrl, editorSpec);
      await editor.setHtml(BEFORE_HTML + PASSAGE_HTML + AFTER_HTML);
      await expect.poll(() => editor.modelText()).toMatch(/^Before the passage\./);
      const original = await editor.savedData();
      const submitted = await editor.submitted();
      const domHasTags = options.domHasTags ?? true;
      const shape = () =>
        domHasTags
          ? editor.frame.evaluate(variationShapeInPage, { selector: editorSpec.root })
          : null;
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
      // The formatted write took place (the bold rewritten words are bold in the model).
      const written = await modelShapeOf(editor, options)((await editor.savedData())!);
      expect(written.marks).toContainEqual({ tag: 'b', text: 'use the new flow' });

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

/** Puts the caret at the end of the editor's last text (in the page). */
export function caretAtEndInPage(root: string): void {
  const editor = document.querySelector<HTMLElement>(root)!;
  const walker = document.createTreeWalker(editor, NodeFilter.SHOW_TEXT);
  let last: Text | null = null;
  for (let n = walker.nextNode(); n; n = walker.nextNode()) last = n as Text;
  editor.focus();
  document.getSelection()!.setBaseAndExtent(last!, last!.length, last!, last!.length);
}

/**
 * After the user typed elsewhere, the write is no longer the editor's last change, so its undo
 * would take the typing back too: Restore original then writes the formatted original back
 * (its blocks and marks, verified as any formatted write), the typing kept. Never the
 * original as plain text with "Original restored" (it did so before: the
 * heading's next blocks became <div>s with empty <div>s between them, every mark lost).
 */
export function restoreAfterTypingScenario(
  env: () => ScenarioEnv,
  editorSpec: EditorSpec,
  options: RestoreOptions = {},
): void {
  it(`Restore original after the user typed elsewhere puts the formatted original back, the typing kept`, async () => {
    const tab = await env().driver.openTab(`${env().pagesUrl}/`);
    try {
      const editor = await EditorPage.open(tab, env().pagesUrl, editorSpec);
      await editor.setHtml(BEFORE_HTML + PASSAGE_HTML + AFTER_HTML);
      await expect.poll(() => editor.modelText()).toMatch(/^Before the passage\./);
      const original = (await editor.savedData())!;
      await editor.frame.evaluate(selectVariationInPage, {
        root: editorSpec.root,
        from: 'How we utilize',
        to: 'Ship small',
      });
      await editor.settle();
      await tab.humanize();
      await expect.poll(() => tab.card.kind(), EVENTUALLY).toBe('replaced');
      const text = await editor.modelText();
      await editor.frame.evaluate(caretAtEndInPage, editorSpec.root);
      await tab.type(' Typed.');
      await expect.poll(() => editor.modelText(), EVENTUALLY).toBe(`${text} Typed.`);
      await editor.settle();
      const written = await editor.savedData();

      await tab.card.click('card-restore');
      await expect
        .poll(() => tab.card.text('card-status'), EVENTUALLY)
        .toContain('Original restored');
      // Its blocks, marks and link attributes as they were, the typing kept (marks spelled
      // as the formatted write spells them: <strong> for a <b>; the undo path is exact).
      // The typing added to the last block of the original's shape (the model's HTML may
      // spell its spaces as &nbsp;, Quill 2's getSemanticHTML does).
      const shapeOf = modelShapeOf(editor, options);
      const typed = await shapeOf(original);
      expect(typed.blocks.at(-1)!.text).toBe('After the passage.');
      typed.blocks.at(-1)!.text = 'After the passage. Typed.';
      await expect.poll(async () => shapeOf((await editor.savedData())!)).toEqual(typed);
      expect(written).not.toBe(original);
    } finally {
      await tab.close();
    }
  });
}

export function formattedRestoreSuites(env: () => ScenarioEnv): void {
  const editors: [string, EditorSpec][] = [
    ['a plain contenteditable', spec('contenteditable')],
    ['Squire', spec('squire')],
    ['Medium Editor', spec('medium-editor')],
    // Its form post (the textarea) read as HTML.
    ['Trumbowyg', trumbowygHtmlSpec()],
  ];
  for (const [name, editorSpec] of editors) {
    describe(`Restore original after a formatted write: ${name}`, () => {
      restoreScenario(env, editorSpec);
      restoreAfterTypingScenario(env, editorSpec);
    });
  }
}

/**
 * Both restores in editors with their own model (issue 25): right after "Replaced" (their
 * undo, the exact saved model back), and after typing, where the formatted
 * original must come back in that model (Quill 2's getSemanticHTML() from its Delta, CKEditor
 * 5's getData(), Tiptap's getHTML() from ProseMirror's doc), not only in the DOM, which the
 * editor redraws from its model.
 */
export function formattedRestoreModelSuites(env: () => ScenarioEnv): void {
  const editors: [string, EditorSpec][] = [
    ['Quill 2', spec('quill')],
    ['CKEditor 5', spec('ckeditor')],
    ['Tiptap', spec('tiptap')],
    ['Lexical', spec('lexical')],
    ['TinyMCE', spec('tinymce')],
  ];
  for (const [name, editorSpec] of editors) {
    describe(`Restore original after a formatted write, and after typing: ${name}`, () => {
      restoreScenario(env, editorSpec);
      restoreAfterTypingScenario(env, editorSpec);
    });
  }
}
