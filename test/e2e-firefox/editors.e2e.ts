/**
 * Firefox: the built extension in every editor of the test pages (test/pages, real libraries
 * from npm), through the same scenarios as Chromium's editors-extension.e2e.ts
 * (test/e2e/support/editor-scenarios.ts). Each editor's row in docs/editors.md says what
 * Firefox users get; editor-specs.ts holds the same per browser.
 */
import { editorScenarios } from '../e2e/support/editor-scenarios';
import { withFirefoxEditorEnv } from './support/firefox-editor-env';

const env = withFirefoxEditorEnv();

editorScenarios('firefox', () => env);
