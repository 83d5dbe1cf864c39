/**
 * Chromium: issue 25's variations of the formatted passage (a numbered list, a nested list, a
 * quote, a selection starting mid-list, a link over a sentence the rewrite drops) in the
 * editors that keep formatting: Tiptap, Lexical, TinyMCE and Quill 2, one test per editor
 * (support/formatting-variation-scenarios.ts).
 */
import { describe } from 'vitest';
import { EDITOR_SPECS } from './support/editor-page';
import { withEditorPagesEnv } from './support/editor-pages-env';
import { formattingVariationScenarios } from './support/formatting-variation-scenarios';

const env = withEditorPagesEnv();
const spec = (name: string) => EDITOR_SPECS.find((s) => s.name === name)!;

describe('formatting variations in Tiptap', () =>
  formattingVariationScenarios(() => env, spec('tiptap')));
describe('formatting variations in Lexical', () =>
  formattingVariationScenarios(() => env, spec('lexical')));
// Left out: a selection starting mid-list. TinyMCE's paste deletes the selection, then parses a
// fragment that is not only a list inside the list item the caret is left in (its
// insertHtmlAtCaret; only a list alone is merged item by item), so its model held
// <ul><li>Plan the week</li><li><ul><li>We draw on…</li><li>Review often</li></ul>
// <p>The team will use…</p></li></ul>: verification refuses it, the card offers Copy.
describe('formatting variations in TinyMCE', () =>
  formattingVariationScenarios(() => env, spec('tinymce'), ['a selection starting mid-list']));
describe('formatting variations in Quill 2', () =>
  formattingVariationScenarios(() => env, spec('quill')));
