/**
 * Firefox: Restore original after a plain selection across a line break was written with the
 * lines' break kept: the same list as Chromium's (../e2e/support/line-join-restore-scenarios.ts).
 */
import { lineJoinRestoreSuites } from '../e2e/support/line-join-restore-scenarios';
import { withFirefoxEditorEnv } from './support/firefox-editor-env';

const env = withFirefoxEditorEnv();

lineJoinRestoreSuites(() => env);
