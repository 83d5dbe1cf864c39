/** Firefox: Restore original after a formatted write in Editor.js (e2e/support/editorjs-restore-scenarios.ts). */
import { describe } from 'vitest';
import { editorjsRestoreScenarios } from '../e2e/support/editorjs-restore-scenarios';
import { withFirefoxEditorEnv } from './support/firefox-editor-env';

const env = withFirefoxEditorEnv();

describe('Restore original after a formatted write: Editor.js', () =>
  editorjsRestoreScenarios(() => env));
