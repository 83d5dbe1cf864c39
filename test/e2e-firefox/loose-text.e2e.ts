/**
 * Firefox: a formatted selection from text loose in the editor (no block) over a list
 * (../e2e/support/loose-text-scenarios.ts, the same as Chromium's).
 */
import { looseTextScenarios } from '../e2e/support/loose-text-scenarios';
import { withFirefoxEditorEnv } from './support/firefox-editor-env';

const env = withFirefoxEditorEnv();

looseTextScenarios(() => env);
