/**
 * The editors that run issue 25's formatted passage, one describe each, for both browsers'
 * files (test/e2e/formatting-models.e2e.ts, test/e2e-firefox/formatting-models.e2e.ts): one
 * list, so an editor added here runs in both. The editors that parse a pasted text/html into
 * their own model: Tiptap (ProseMirror), Lexical, TinyMCE, Quill 2, CKEditor 5, Draft.js,
 * Slate, Trix, Milkdown, Toast UI (formatted-model-scenarios.ts and their own); Editor.js;
 * Squire, Medium Editor and Trumbowyg, which take the plain contenteditable's one insertHTML.
 */
import { describe } from 'vitest';
import { ckeditor5ListScenarios } from './ckeditor5-list-scenarios';
import { EDITOR_SPECS } from './editor-page';
import type { ScenarioEnv } from './editor-scenarios';
import { toastuiWysiwygSpec, trumbowygHtmlSpec } from './editor-specs';
import { firstBlockScenarios } from './first-block-scenarios';
import { formattedEditorjsScenario } from './formatted-editorjs-scenario';
import { formattedModelScenarios } from './formatted-model-scenarios';
import { formattedSlateScenarios } from './formatted-slate-scenarios';
import { trixFormattedScenario } from './trix-formatted-scenario';

const spec = (name: string) => EDITOR_SPECS.find((s) => s.name === name)!;

export function formattingModelSuites(env: () => ScenarioEnv): void {
  describe('formatted selection in Tiptap', () => formattedModelScenarios(env, spec('tiptap')));
  describe('formatted selection in Lexical', () => formattedModelScenarios(env, spec('lexical')));
  describe('formatted selection in TinyMCE', () => formattedModelScenarios(env, spec('tinymce')));
  // Quill's link format holds the address only: the title is not in its model to keep.
  describe('formatted selection in Quill 2', () =>
    formattedModelScenarios(env, spec('quill'), null));
  // CKEditor 5's link attribute holds the address only (a title needs its HTML-support plugin).
  describe('formatted selection in CKEditor 5', () =>
    formattedModelScenarios(env, spec('ckeditor'), null));
  // CKEditor 5 from inside a list item, and from a list that is its first block (refused).
  describe('formatted selection from a list in CKEditor 5', () =>
    ckeditor5ListScenarios(env, spec('ckeditor')));
  // Draft.js draws paragraphs as <div> and its styles as styled spans: its model is read.
  describe('formatted selection in Draft.js', () =>
    formattedModelScenarios(env, spec('draft'), 'Setup', false));
  // Slate: the passage (its selection deleted first, then pasted at the caret: slate.ts), and
  // one paragraph of it.
  describe('formatted selection in Slate', () => {
    formattedModelScenarios(env, spec('slate'));
    formattedSlateScenarios(env, spec('slate'));
  });
  // Trix holds one heading level, no inline code, links without a title: its own passage.
  describe('formatted selection in Trix', () => trixFormattedScenario(env, spec('trix')));

  // Built on ProseMirror (issue 25, fmt-gen-b): the same text/html paste through its parser.
  // Milkdown's model is its ProseMirror doc, serialised by its schema (the page's getData).
  describe('formatted selection in Milkdown', () => formattedModelScenarios(env, spec('milkdown')));
  // Toast UI Editor in WYSIWYG mode, its model read by getHTML() (editor-specs.ts).
  describe('formatted selection in Toast UI Editor (WYSIWYG)', () =>
    formattedModelScenarios(env, toastuiWysiwygSpec(), null));
  // Editor.js: its save() keeps <b>, <i>, <a> only; the card asks before a plain write.
  describe('formatted selection in Editor.js', () => formattedEditorjsScenario(env));

  // Contenteditables without a family (issue 25, fmt-rows): the plain formatted write, one
  // insertHTML (Gecko's in Firefox). Squire's model is its getHTML(), Medium Editor's its
  // getContent(); Trumbowyg's trumbowyg('html') reads the textarea it was made from, whose
  // HTML the form posts (read too). From the editor's first block too (a heading or a list
  // first: first-block-scenarios.ts).
  for (const [title, editor] of [
    ['Squire', spec('squire')],
    ['Medium Editor', spec('medium-editor')],
    ['Trumbowyg', trumbowygHtmlSpec()],
  ] as const) {
    describe(`formatted selection in ${title}`, () => {
      formattedModelScenarios(env, editor);
      firstBlockScenarios(env, editor);
    });
  }
}
