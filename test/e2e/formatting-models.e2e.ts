/**
 * Chromium: the formatted passage in every editor that keeps formatting, one describe each
 * (support/formatting-model-suites.ts, the same list as Firefox's).
 */
import { withEditorPagesEnv } from './support/editor-pages-env';
import { formattingModelSuites } from './support/formatting-model-suites';

const env = withEditorPagesEnv();

formattingModelSuites(() => env);
