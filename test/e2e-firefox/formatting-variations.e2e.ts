/**
 * Firefox: issue 25's variations of the formatted passage in Tiptap, Lexical, Quill 2, CKEditor 5 and
 * TinyMCE, one test per editor (../e2e/support/formatting-variation-scenarios.ts).
 */
import { describe } from 'vitest';
import { EDITOR_SPECS } from '../e2e/support/editor-page';
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
// CKEditor 5: a selection from a list's second item is not written (the card does not reach
// Replaced; measured in Chromium, cause not yet traced): left out here, see docs/editors.md ¹¹.
describe('formatting variations in CKEditor 5', () =>
  formattingVariationScenarios(() => env, spec('ckeditor'), ['a selection starting mid-list']));
