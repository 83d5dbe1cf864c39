/** Chromium: the formatted passage in Tiptap (ProseMirror) (support/formatted-model-scenarios.ts). */
import { describe } from 'vitest';
import { EDITOR_SPECS } from './support/editor-page';
import { withEditorPagesEnv } from './support/editor-pages-env';
import { formattedModelScenarios } from './support/formatted-model-scenarios';

const env = withEditorPagesEnv();
const tiptap = EDITOR_SPECS.find((s) => s.name === 'tiptap')!;

describe('formatted selection in Tiptap', () => formattedModelScenarios(() => env, tiptap));
