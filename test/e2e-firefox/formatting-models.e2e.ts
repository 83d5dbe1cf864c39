/**
 * Firefox: the formatted passage in Tiptap, Lexical, Quill 2 and TinyMCE
 * (formatted-model-scenarios.ts).
 */
import { describe } from 'vitest';
import { EDITOR_SPECS } from '../e2e/support/editor-page';
import { formattedModelScenarios } from '../e2e/support/formatted-model-scenarios';
import { withFirefoxEditorEnv } from './support/firefox-editor-env';

const env = withFirefoxEditorEnv();
const spec = (name: string) => EDITOR_SPECS.find((s) => s.name === name)!;

describe('formatted selection in Tiptap', () => formattedModelScenarios(() => env, spec('tiptap')));
describe('formatted selection in Lexical', () =>
  formattedModelScenarios(() => env, spec('lexical')));
describe('formatted selection in Quill 2', () =>
  formattedModelScenarios(() => env, spec('quill'), null));
describe('formatted selection in TinyMCE', () =>
  formattedModelScenarios(() => env, spec('tinymce')));
