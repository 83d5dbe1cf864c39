/**
 * Firefox: a formatted write inside a paragraph beside a space
 * (../e2e/support/seam-space-scenarios.ts); the same as Chromium's.
 */
import { SEAM_EDITORS, seamSpaceScenarios } from '../e2e/support/seam-space-scenarios';
import { withFirefoxEditorEnv } from './support/firefox-editor-env';

const env = withFirefoxEditorEnv();

for (const editor of SEAM_EDITORS) seamSpaceScenarios(() => env, editor);
