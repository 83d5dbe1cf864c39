/**
 * Chromium: plain paragraphs written into editors with no family keep their <p>s, one Ctrl+Z
 * (support/plain-paragraph-scenarios.ts, the same list as Firefox's).
 */
import { withEditorPagesEnv } from './support/editor-pages-env';
import { plainParagraphSuites } from './support/plain-paragraph-scenarios';

const env = withEditorPagesEnv();

plainParagraphSuites(() => env);
