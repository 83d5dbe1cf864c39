/** Firefox: Restore original after a formatted write (right after Replaced, and after typing) in editors with their own model. */
import { formattedRestoreModelSuites } from '../e2e/support/formatted-restore-scenarios';
import { withFirefoxEditorEnv } from './support/firefox-editor-env';

const env = withFirefoxEditorEnv();

formattedRestoreModelSuites(() => env);
