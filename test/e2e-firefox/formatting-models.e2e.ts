/**
 * Firefox: the formatted passage in Tiptap, Lexical, Quill 2, TinyMCE, CKEditor 5, Draft.js and
 * Slate (formatted-model-scenarios.ts), and one paragraph of it in Slate
 * (formatted-slate-scenarios.ts); Squire, Medium Editor and Trumbowyg (the plain
 * contenteditable's insertHTML).
 */
import { describe } from 'vitest';
import { ckeditor5ListScenarios } from '../e2e/support/ckeditor5-list-scenarios';
import { toastuiWysiwygSpec, trumbowygHtmlSpec } from '../e2e/support/editor-specs';
import { formattedEditorjsScenario } from '../e2e/support/formatted-editorjs-scenario';
import { EDITOR_SPECS } from '../e2e/support/editor-page';
import { formattedModelScenarios } from '../e2e/support/formatted-model-scenarios';
import { firstBlockScenarios } from '../e2e/support/first-block-scenarios';
import { formattedSlateScenarios } from '../e2e/support/formatted-slate-scenarios';
import { withFirefoxEditorEnv } from './support/firefox-editor-env';
import { trixFormattedScenario } from '../e2e/support/trix-formatted-scenario';

const env = withFirefoxEditorEnv();
const spec = (name: string) => EDITOR_SPECS.find((s) => s.name === name)!;

describe('formatted selection in Tiptap', () => formattedModelScenarios(() => env, spec('tiptap')));
describe('formatted selection in Lexical', () =>
  formattedModelScenarios(() => env, spec('lexical')));
describe('formatted selection in Quill 2', () =>
  formattedModelScenarios(() => env, spec('quill'), null));
describe('formatted selection in TinyMCE', () =>
  formattedModelScenarios(() => env, spec('tinymce')));
describe('formatted selection in CKEditor 5', () =>
  formattedModelScenarios(() => env, spec('ckeditor'), null));
// CKEditor 5 from inside a list item, and from a list that is its first block (refused).
describe('formatted selection from a list in CKEditor 5', () =>
  ckeditor5ListScenarios(() => env, spec('ckeditor')));
// Draft.js draws paragraphs as <div> and its styles as styled spans: its model is read.
describe('formatted selection in Draft.js', () =>
  formattedModelScenarios(() => env, spec('draft'), 'Setup', false));
// Slate: the passage (its selection deleted first, then pasted at the caret: slate.ts), and
// one paragraph of it.
describe('formatted selection in Slate', () => {
  formattedModelScenarios(() => env, spec('slate'));
  formattedSlateScenarios(() => env, spec('slate'));
});
// Trix holds one heading level, no inline code, links without a title: its own passage.
describe('formatted selection in Trix', () => trixFormattedScenario(() => env, spec('trix')));

// Built on ProseMirror (issue 25, fmt-gen-b): the same text/html paste through its parser.
// Milkdown's model is its ProseMirror doc, serialised by its schema (the page's getData).
describe('formatted selection in Milkdown', () =>
  formattedModelScenarios(() => env, spec('milkdown')));
// Toast UI Editor in WYSIWYG mode, its model read by getHTML() (support/editor-specs.ts).
describe('formatted selection in Toast UI Editor (WYSIWYG)', () =>
  formattedModelScenarios(() => env, toastuiWysiwygSpec(), null));
// Editor.js: its save() keeps <b>, <i>, <a> only; the card asks before a plain write.
describe('formatted selection in Editor.js', () => formattedEditorjsScenario(() => env));

// Contenteditables without a family (issue 25, fmt-rows): the plain formatted write, Gecko's
// insertHTML. Models as in Chromium (test/e2e/formatting-models.e2e.ts), Trumbowyg's form post too.
// From the editor's first block too (a heading or a list first: support/first-block-scenarios.ts).
describe('formatted selection in Squire', () => {
  formattedModelScenarios(() => env, spec('squire'));
  firstBlockScenarios(() => env, spec('squire'));
});
describe('formatted selection in Medium Editor', () => {
  formattedModelScenarios(() => env, spec('medium-editor'));
  firstBlockScenarios(() => env, spec('medium-editor'));
});
describe('formatted selection in Trumbowyg', () => {
  formattedModelScenarios(() => env, trumbowygHtmlSpec());
  firstBlockScenarios(() => env, trumbowygHtmlSpec());
});
