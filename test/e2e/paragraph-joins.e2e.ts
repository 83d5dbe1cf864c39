/**
 * Chromium: plain paragraphs whose rewrite joins them stay paragraphs
 * (support/paragraph-join-scenarios.ts, the same list as Firefox's).
 */
import { withEditorPagesEnv } from './support/editor-pages-env';
import { paragraphJoinSuites } from './support/paragraph-join-scenarios';

const env = withEditorPagesEnv();

paragraphJoinSuites(() => env);
