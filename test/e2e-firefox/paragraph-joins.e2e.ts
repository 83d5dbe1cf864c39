/**
 * Firefox: plain paragraphs whose rewrite joins them stay paragraphs: the same list as
 * Chromium's (../e2e/support/paragraph-join-scenarios.ts).
 */
import { paragraphJoinSuites } from '../e2e/support/paragraph-join-scenarios';
import { withFirefoxEditorEnv } from './support/firefox-editor-env';

const env = withFirefoxEditorEnv();

paragraphJoinSuites(() => env);
