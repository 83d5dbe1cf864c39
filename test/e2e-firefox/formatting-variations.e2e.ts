/**
 * Firefox: issue 25's variations of the formatted passage in Tiptap, Lexical, Quill 2,
 * TinyMCE, CKEditor 5, CKEditor 4, Quill 1, Draft.js, Slate, a plain contenteditable, Squire,
 * Medium Editor and Trumbowyg, one test per editor
 * (../e2e/support/formatting-variation-scenarios.ts).
 */
import { describe } from 'vitest';
import { CKEDITOR4 } from '../e2e/support/ckeditor4-scenarios';
import { EDITOR_SPECS } from '../e2e/support/editor-page';
import { trumbowygHtmlSpec } from '../e2e/support/editor-specs';
import { variationShapeOfDelta } from '../e2e/support/formatting-variation-delta';
import { formattingVariationScenarios } from '../e2e/support/formatting-variation-scenarios';
import { SLATE_VARIATIONS } from '../e2e/support/slate-variations';
import { withFirefoxEditorEnv } from './support/firefox-editor-env';

const env = withFirefoxEditorEnv();
const spec = (name: string) => EDITOR_SPECS.find((s) => s.name === name)!;

describe('formatting variations in Tiptap', () =>
  formattingVariationScenarios(() => env, spec('tiptap')));
describe('formatting variations in Lexical', () =>
  formattingVariationScenarios(() => env, spec('lexical')));
describe('formatting variations in Quill 2', () =>
  formattingVariationScenarios(() => env, spec('quill')));
describe('formatting variations in TinyMCE', () =>
  formattingVariationScenarios(() => env, spec('tinymce')));
describe('formatting variations in CKEditor 5', () =>
  formattingVariationScenarios(() => env, spec('ckeditor')));
describe('formatting variations in CKEditor 4', () =>
  formattingVariationScenarios(() => env, CKEDITOR4));
// Quill 1 saves its Delta (quill.getContents()), read as such.
describe('formatting variations in Quill 1', () =>
  formattingVariationScenarios(() => env, spec('quill1'), [], {
    modelShape: variationShapeOfDelta,
  }));
// Draft.js draws paragraphs as <div> and its styles as styled spans: its model is read.
describe('formatting variations in Draft.js', () =>
  formattingVariationScenarios(() => env, spec('draft'), [], { domHasTags: false }));
// Slate's insertFragment merges the edge blocks: the variations whose first and last blocks
// differ are refused, those of one kind kept (support/slate-variations.ts).
describe('formatting variations in Slate', () =>
  formattingVariationScenarios(() => env, spec('slate'), [], SLATE_VARIATIONS));

// Contenteditables without a family (issue 25, fmt-rows): the plain formatted write, in a plain
// contenteditable (its model is its DOM) and three editors. Trumbowyg's form post is read as
// HTML (trumbowygHtmlSpec).
describe('formatting variations in a plain contenteditable', () =>
  formattingVariationScenarios(() => env, spec('contenteditable')));
describe('formatting variations in Squire', () =>
  formattingVariationScenarios(() => env, spec('squire')));
describe('formatting variations in Medium Editor', () =>
  formattingVariationScenarios(() => env, spec('medium-editor')));
describe('formatting variations in Trumbowyg', () =>
  formattingVariationScenarios(() => env, trumbowygHtmlSpec()));
