/** Firefox: Editor.js, a selection across its blocks (../e2e/support/editorjs-across-blocks-scenario.ts). */
import { describe } from 'vitest';
import { editorjsAcrossBlocksScenario } from '../e2e/support/editorjs-across-blocks-scenario';
import { withFirefoxEditorEnv } from './support/firefox-editor-env';

const env = withFirefoxEditorEnv();

describe('Editor.js across blocks', () => editorjsAcrossBlocksScenario(() => env));
