/**
 * Firefox: one whole paragraph (with marks, and plain) triple-clicked, and dragged, the same
 * editors as Chromium's (../e2e/support/triple-click-scenarios.ts).
 */
import { tripleClickSuites } from '../e2e/support/triple-click-scenarios';
import { withFirefoxEditorEnv } from './support/firefox-editor-env';

const env = withFirefoxEditorEnv();

tripleClickSuites(() => env);
