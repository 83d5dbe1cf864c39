/**
 * Firefox: the formatted passage in every editor that keeps formatting, one describe each
 * (../e2e/support/formatting-model-suites.ts, the same list as Chromium's).
 */
import { formattingModelSuites } from '../e2e/support/formatting-model-suites';
import { withFirefoxEditorEnv } from './support/firefox-editor-env';

const env = withFirefoxEditorEnv();

formattingModelSuites(() => env);
