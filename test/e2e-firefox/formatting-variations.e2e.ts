/**
 * Firefox: issue 25's variations of the formatted passage in every editor that keeps
 * formatting, one test per editor: the same list as Chromium's
 * (../e2e/support/formatting-variation-suites.ts).
 */
import { formattingVariationSuites } from '../e2e/support/formatting-variation-suites';
import { withFirefoxEditorEnv } from './support/firefox-editor-env';

const env = withFirefoxEditorEnv();

formattingVariationSuites(() => env);
