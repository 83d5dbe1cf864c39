/** Chromium: Editor.js with its Header, List and Inline Code tools (support/editorjs-tools-scenarios.ts). */
import { describe } from 'vitest';
import { editorjsToolsScenarios } from './support/editorjs-tools-scenarios';
import { withEditorPagesEnv } from './support/editor-pages-env';

const env = withEditorPagesEnv();

describe('Editor.js with Header, List and Inline Code', () => editorjsToolsScenarios(() => env));
