/** Firefox: Editor.js (test/e2e/support/editorjs-scenarios.ts). */
import { describe } from 'vitest';
import { editorjsScenarios } from '../e2e/support/editorjs-scenarios';
import { withFirefoxEditorEnv } from './support/firefox-editor-env';

const env = withFirefoxEditorEnv();

describe('Editor.js', () => editorjsScenarios(() => env));
