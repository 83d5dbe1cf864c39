/** Chromium: Editor.js, a selection across its blocks (support/editorjs-across-blocks-scenario.ts). */
import { describe } from 'vitest';
import { editorjsAcrossBlocksScenario } from './support/editorjs-across-blocks-scenario';
import { withEditorPagesEnv } from './support/editor-pages-env';

const env = withEditorPagesEnv();

describe('Editor.js across blocks', () => editorjsAcrossBlocksScenario(() => env));
