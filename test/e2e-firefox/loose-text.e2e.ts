/**
 * Firefox: a formatted selection from text loose in the editor (no block) over a list
 * (../e2e/support/loose-text-scenarios.ts), and loose text between blocks selected across it
 * (../e2e/support/loose-between-scenarios.ts); the same as Chromium's.
 */
import { looseTextScenarios } from '../e2e/support/loose-text-scenarios';
import { looseBetweenScenarios } from '../e2e/support/loose-between-scenarios';
import { withFirefoxEditorEnv } from './support/firefox-editor-env';

const env = withFirefoxEditorEnv();

looseTextScenarios(() => env);
looseBetweenScenarios(() => env);
