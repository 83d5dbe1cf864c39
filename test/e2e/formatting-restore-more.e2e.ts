/** Chromium: Restore original after a formatted write in Quill 1, CKEditor 4, Slate, Draft.js, Milkdown, Toast UI. */
import { formattedRestoreMoreSuites } from './support/formatted-restore-more';
import { withEditorPagesEnv } from './support/editor-pages-env';

const env = withEditorPagesEnv();

formattedRestoreMoreSuites(() => env);
