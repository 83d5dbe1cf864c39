/** Firefox: the formatted passage in Tiptap (ProseMirror) (formatted-model-scenarios.ts). */
import { describe } from 'vitest';
import { EDITOR_SPECS } from '../e2e/support/editor-page';
import { formattedModelScenarios } from '../e2e/support/formatted-model-scenarios';
import { withFirefoxEditorEnv } from './support/firefox-editor-env';

const env = withFirefoxEditorEnv();
const tiptap = EDITOR_SPECS.find((s) => s.name === 'tiptap')!;

describe('formatted selection in Tiptap', () => formattedModelScenarios(() => env, tiptap));
