/** Firefox: a plain selection across a line break in Trix (../e2e/support/trix-line-join-scenarios.ts). */
import { trixLineJoinSuites } from '../e2e/support/trix-line-join-scenarios';
import { withFirefoxEditorEnv } from './support/firefox-editor-env';

const env = withFirefoxEditorEnv();

trixLineJoinSuites(() => env);
