/**
 * Firefox: the general write path where no family is written for the page (an editor that
 * sabotages writes, fields in an open shadow root, a real editor in a cross-origin frame),
 * through the scenarios shared with Chromium (test/e2e/support/general-path-scenarios.ts).
 */
import { generalPathScenarios } from '../e2e/support/general-path-scenarios';
import { withFirefoxEditorEnv } from './support/firefox-editor-env';

const env = withFirefoxEditorEnv();

generalPathScenarios('firefox', () => env);
