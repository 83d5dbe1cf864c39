/**
 * Chromium: Restore original after a plain selection across a line break was written with the
 * lines' break kept (support/line-join-restore-scenarios.ts, the same list as Firefox's).
 */
import { withEditorPagesEnv } from './support/editor-pages-env';
import { lineJoinRestoreSuites } from './support/line-join-restore-scenarios';

const env = withEditorPagesEnv();

lineJoinRestoreSuites(() => env);
