/**
 * Firefox: issue 25's variations of the formatted passage in Tiptap, Lexical and Quill 2, one
 * test per editor (../e2e/support/formatting-variation-scenarios.ts). TinyMCE keeps
 * formatting in Chromium only so far (docs/editors.md).
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
