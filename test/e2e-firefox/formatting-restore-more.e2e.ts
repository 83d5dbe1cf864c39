/** Firefox: Restore original after a formatted write in Quill 1, CKEditor 4, Slate, Draft.js, Milkdown, Toast UI. */
import { formattedRestoreMoreSuites } from '../e2e/support/formatted-restore-more';
import { withFirefoxEditorEnv } from './support/firefox-editor-env';

const env = withFirefoxEditorEnv();

formattedRestoreMoreSuites(() => env);
