/** Chromium: Restore original after a formatted write in Editor.js (support/editorjs-restore-scenarios.ts). */
import { describe } from 'vitest';
import { editorjsRestoreScenarios } from './support/editorjs-restore-scenarios';
import { withEditorPagesEnv } from './support/editor-pages-env';

const env = withEditorPagesEnv();

describe('Restore original after a formatted write: Editor.js', () =>
  editorjsRestoreScenarios(() => env));
