/** Chromium: Quill 1 with a 3-block passage (support/quill1-scenarios.ts). */
import { describe } from 'vitest';
import { quill1Scenarios } from './support/quill1-scenarios';
import { withEditorPagesEnv } from './support/editor-pages-env';

const env = withEditorPagesEnv();

describe('Quill 1', () => quill1Scenarios(() => env));
