/** Chromium: Restore original after a formatted write (support/formatted-restore-scenarios.ts). */
import { formattedRestoreSuites } from './support/formatted-restore-scenarios';
import { withEditorPagesEnv } from './support/editor-pages-env';

const env = withEditorPagesEnv();

formattedRestoreSuites(() => env);
