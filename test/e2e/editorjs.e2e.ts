/** Chromium: Editor.js (support/editorjs-scenarios.ts). */
import { describe } from 'vitest';
import { editorjsScenarios } from './support/editorjs-scenarios';
import { withEditorPagesEnv } from './support/editor-pages-env';

const env = withEditorPagesEnv();

describe('Editor.js', () => editorjsScenarios(() => env));
