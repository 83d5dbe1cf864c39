/**
 * Firefox: issue 25's variations of the formatted passage in Tiptap, Lexical, Quill 2,
 * TinyMCE, CKEditor 5, CKEditor 4, Quill 1, a plain contenteditable, Squire, Medium Editor and
 * Trumbowyg, one test per editor
 * (../e2e/support/formatting-variation-scenarios.ts).
 */
import { describe } from 'vitest';
import { CKEDITOR4 } from '../e2e/support/ckeditor4-scenarios';
import { EDITOR_SPECS } from '../e2e/support/editor-page';
import { trumbowygHtmlSpec } from '../e2e/support/editor-specs';
import { variationShapeOfDelta } from '../e2e/support/formatting-variation-delta';
import { formattingVariationScenarios } from '../e2e/support/formatting-variation-scenarios';
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
  formattingVariationScenarios(() => env, spec('quill1'), [], variationShapeOfDelta));

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
