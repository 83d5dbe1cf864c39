/**
 * Firefox: one whole paragraph with marks selected (a drag, a triple click), the same list as
 * Chromium's (../e2e/support/whole-paragraph-scenarios.ts).
 */
import { wholeParagraphSuites } from '../e2e/support/whole-paragraph-scenarios';
import { withFirefoxEditorEnv } from './support/firefox-editor-env';

const env = withFirefoxEditorEnv();

wholeParagraphSuites(() => env);
