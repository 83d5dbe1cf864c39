/**
 * The editors that run issue 25's variations, one describe each, for both browsers' files
 * (test/e2e/formatting-variations.e2e.ts, test/e2e-firefox/formatting-variations.e2e.ts): one
 * list, so an editor added here runs in both.
 */
import { describe } from 'vitest';
import { CKEDITOR4 } from './ckeditor4-scenarios';
import { EDITOR_SPECS } from './editor-page';
import type { ScenarioEnv } from './editor-scenarios';
import { trumbowygHtmlSpec } from './editor-specs';
import { variationShapeOfDelta } from './formatting-variation-delta';
import { formattingVariationScenarios } from './formatting-variation-scenarios';
import { CKEDITOR5_LIST_EDGE_OPTIONS } from './list-edge-variations';
import { SLATE_VARIATIONS } from './slate-variations';
import { TINYMCE_VARIATIONS } from './tinymce-variations';

const spec = (name: string) => EDITOR_SPECS.find((s) => s.name === name)!;

export function formattingVariationSuites(env: () => ScenarioEnv): void {
  const run = (title: string, ...rest: Parameters<typeof formattingVariationScenarios>) =>
    describe(`formatting variations in ${title}`, () => formattingVariationScenarios(...rest));
  run('Tiptap', env, spec('tiptap'));
  run('Lexical', env, spec('lexical'));
  // And two of its own, from the editor's first block (tinymce-variations.ts).
  run('TinyMCE', env, spec('tinymce'), [], TINYMCE_VARIATIONS);
  // Quill has no line break inside a line: its clipboard reads a <br> as a new line, and
  // Shift+Enter makes one (measured: the variation's content loads as two paragraphs).
  const QUILL_NO_BREAK = ['a paragraph with a line break'];
  run('Quill 2', env, spec('quill'), QUILL_NO_BREAK);
  // Lists at the list paste's edges: from a nested item, after a quote; items only from a
  // nested item refused (list-edge-variations.ts).
  run('CKEditor 5', env, spec('ckeditor'), [], CKEDITOR5_LIST_EDGE_OPTIONS);
  run('CKEditor 4', env, CKEDITOR4);
  // Quill 1 saves its Delta (quill.getContents()), read as such.
  run('Quill 1', env, spec('quill1'), QUILL_NO_BREAK, { modelShape: variationShapeOfDelta });
  // Draft.js draws paragraphs as <div> and its styles as styled spans: its model is read.
  run('Draft.js', env, spec('draft'), [], { domHasTags: false });
  // Slate's insertFragment merges the edge blocks: what its merge must refuse is asserted as
  // refused (a list that is the first block), the rest kept (slate-variations.ts).
  run('Slate', env, spec('slate'), [], SLATE_VARIATIONS);
  // Contenteditables without a family (fmt-rows): the plain formatted write, in a plain
  // contenteditable (its model is its DOM) and three editors; Trumbowyg's form post is read as
  // HTML (trumbowygHtmlSpec).
  run('a plain contenteditable', env, spec('contenteditable'));
  run('Squire', env, spec('squire'));
  run('Medium Editor', env, spec('medium-editor'));
  run('Trumbowyg', env, trumbowygHtmlSpec());
}
