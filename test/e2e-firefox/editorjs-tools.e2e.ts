/** Firefox: Editor.js with its Header, List and Inline Code tools (e2e/support/editorjs-tools-scenarios.ts). */
import { describe } from 'vitest';
import { editorjsToolsScenarios } from '../e2e/support/editorjs-tools-scenarios';
import { withFirefoxEditorEnv } from './support/firefox-editor-env';

const env = withFirefoxEditorEnv();

describe('Editor.js with Header, List and Inline Code', () => editorjsToolsScenarios(() => env));
