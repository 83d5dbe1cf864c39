/**
 * Firefox: plain paragraphs written into editors with no family keep their <p>s, one Ctrl+Z
 * (../e2e/support/plain-paragraph-scenarios.ts, the same list as Chromium's).
 */
import { plainParagraphSuites } from '../e2e/support/plain-paragraph-scenarios';
import { withFirefoxEditorEnv } from './support/firefox-editor-env';

const env = withFirefoxEditorEnv();

plainParagraphSuites(() => env);
