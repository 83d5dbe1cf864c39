/**
 * Chromium: the built extension in every editor of the test pages (test/pages, real libraries
 * from npm), through the scenarios shared with Firefox (support/editor-scenarios.ts): the
 * editor's own model holds prefix + server result + suffix with its paragraphs, one Ctrl+Z
 * and "Restore original" bring the original back, typing just before stays; TinyMCE's card
 * stays out of its iframe's document.
 */
import { editorScenarios } from './support/editor-scenarios';
import { withEditorPagesEnv } from './support/editor-pages-env';

// One browser, one server and one page server for all editors.
const env = withEditorPagesEnv();

editorScenarios('chromium', () => env);
