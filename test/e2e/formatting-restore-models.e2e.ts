/** Chromium: Restore original after a formatted write (right after Replaced, and after typing) in editors with their own model. */
import { formattedRestoreModelSuites } from './support/formatted-restore-scenarios';
import { withEditorPagesEnv } from './support/editor-pages-env';

const env = withEditorPagesEnv();

formattedRestoreModelSuites(() => env);
