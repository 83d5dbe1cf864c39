/**
 * Chromium: one whole paragraph with marks selected (a drag, a triple click) in TinyMCE,
 * CKEditor 4 and the plain contenteditable (support/whole-paragraph-scenarios.ts).
 */
import { withEditorPagesEnv } from './support/editor-pages-env';
import { wholeParagraphSuites } from './support/whole-paragraph-scenarios';

const env = withEditorPagesEnv();

wholeParagraphSuites(() => env);
