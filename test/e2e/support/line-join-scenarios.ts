/**
 * Issue 25, a line break inside a block: a PLAIN selection (no mark, one paragraph) across a
 * <br> (the editor's own hard or soft break), the provider's answer with the lines joined (no
 * "\n" where the break was: a space in its place). The user's break must stay between the
 * words it separated, as a paragraph break does on the formatted path (apply-rewrite.ts
 * restoreLineBreaks); before, the plain path wrote the one-line answer, the <br> was lost and
 * the card said "Replaced" (measured in every editor below, both browsers: docs/editors.md
 * note ⁹). Run with the variations' runner (formatting-variation-scenarios.ts: the model, what the page submits, the
 * DOM, one Ctrl+Z), in both browsers (formatting-line-joins.e2e.ts in e2e/ and e2e-firefox/).
 */
import { describe, expect, it } from 'vitest';
import { CKEDITOR4 } from './ckeditor4-scenarios';
import { EDITOR_SPECS, EditorPage, type EditorSpec } from './editor-page';
import { trumbowygHtmlSpec } from './editor-specs';
import type { ScenarioEnv } from './editor-scenarios';
import { runVariation, type VariationOptions } from './formatting-variation-scenarios';
import type { FormattingVariation } from './formatting-variations';
import { caseFailure } from './case-failure';

const BEFORE = '<p>Before the passage.</p>';
const AFTER = '<p>After the passage.</p>';
const P_BEFORE = { tag: 'p', text: 'Before the passage.' };
const P_AFTER = { tag: 'p', text: 'After the passage.' };
// The shared variations' line-break fixture (formatting-variations.ts), without its bold line.
const LINES = '<p>Leverage it daily,<br>and utilize it well.</p>';

export const LINE_JOINS: readonly FormattingVariation[] = [
  {
    name: 'the whole paragraph, the answer in one line',
    html: BEFORE + LINES + AFTER,
    from: 'Leverage it daily',
    to: 'utilize it well.',
    apiText: 'Leverage it daily,\nand utilize it well.',
    answer: 'Draw on it daily, and use it well.',
    after: {
      blocks: [P_BEFORE, { tag: 'p', text: 'Draw on it daily,\nand use it well.' }, P_AFTER],
      marks: [],
    },
  },
  {
    name: 'words on both sides of the break inside the paragraph, the answer in one line',
    html: BEFORE + LINES + AFTER,
    from: 'it daily,',
    to: 'and utilize',
    apiText: 'it daily,\nand utilize',
    answer: 'it daily, and use',
    after: {
      blocks: [P_BEFORE, { tag: 'p', text: 'Leverage it daily,\nand use it well.' }, P_AFTER],
      marks: [],
    },
  },
];

const spec = (name: string) => EDITOR_SPECS.find((s) => s.name === name)!;

/** One test per editor (a tab each costs), every variation run and each failure named. */
function lineJoinScenario(
  env: () => ScenarioEnv,
  editorSpec: EditorSpec,
  options: VariationOptions,
): void {
  it('keeps the <br> where the answer joined the lines; one Ctrl+Z restores', async () => {
    const tab = await env().driver.openTab(`${env().pagesUrl}/`);
    try {
      const failures: string[] = [];
      for (const variation of LINE_JOINS) {
        try {
          const editor = await EditorPage.open(tab, env().pagesUrl, editorSpec);
          await runVariation(env(), editor, variation, options);
        } catch (err) {
          failures.push(caseFailure(variation.name, err));
        }
      }
      expect(failures, failures.join('\n')).toEqual([]);
    } finally {
      await tab.close();
    }
  });
}

export function lineJoinSuites(env: () => ScenarioEnv): void {
  const run = (title: string, editorSpec: EditorSpec, options: VariationOptions = {}) =>
    describe(`a plain selection across a line break in ${title}`, () =>
      lineJoinScenario(env, editorSpec, options));
  run('Tiptap', spec('tiptap'));
  run('Lexical', spec('lexical'));
  run('CKEditor 5', spec('ckeditor'));
  // Draft.js draws paragraphs as <div>: its model is read.
  run('Draft.js', spec('draft'), { domHasTags: false });
  run('Slate', spec('slate'));
  run('Milkdown', spec('milkdown'));
  // Not Toast UI Editor (WYSIWYG): its setHTML reads the fixture's <br> as two paragraphs
  // (measured), so there is no break inside a paragraph to select.
  run('a plain contenteditable', spec('contenteditable'));
  run('Squire', spec('squire'));
  run('Medium Editor', spec('medium-editor'));
  // What its form posts, read as HTML (the default spec reads it as text).
  run('Trumbowyg', trumbowygHtmlSpec());
  run('CKEditor 4', CKEDITOR4);
  run('TinyMCE', spec('tinymce'));
}
