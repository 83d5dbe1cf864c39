/**
 * Chromium: issue 25's variations of the formatted passage (a numbered list, a nested list, a
 * quote, a selection starting mid-list, a link over a sentence the rewrite drops, a paragraph
 * with a line break) in every editor that keeps formatting, one test per editor
 * (support/formatting-variation-suites.ts, the same list as Firefox's).
 */
import { withEditorPagesEnv } from './support/editor-pages-env';
import { formattingVariationSuites } from './support/formatting-variation-suites';

const env = withEditorPagesEnv();

formattingVariationSuites(() => env);
