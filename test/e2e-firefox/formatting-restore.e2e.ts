/** Firefox: Restore original after a formatted write (../e2e/support/formatted-restore-scenarios.ts). */
import { formattedRestoreSuites } from '../e2e/support/formatted-restore-scenarios';
import { withFirefoxEditorEnv } from './support/firefox-editor-env';

const env = withFirefoxEditorEnv();

formattedRestoreSuites(() => env);
