/** Chromium: CKEditor 4 (support/ckeditor4-scenarios.ts). */
import { describe } from 'vitest';
import { ckeditor4Scenarios } from './support/ckeditor4-scenarios';
import { withEditorPagesEnv } from './support/editor-pages-env';

const env = withEditorPagesEnv();

describe('CKEditor 4', () => ckeditor4Scenarios(() => env));
