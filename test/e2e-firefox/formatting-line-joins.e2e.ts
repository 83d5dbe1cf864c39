/**
 * Firefox: a plain selection across a line break inside a paragraph whose rewrite joins the
 * lines, the break kept: the same list as Chromium's (../e2e/support/line-join-scenarios.ts).
 */
import { lineJoinSuites } from '../e2e/support/line-join-scenarios';
import { withFirefoxEditorEnv } from './support/firefox-editor-env';

const env = withFirefoxEditorEnv();

lineJoinSuites(() => env);
