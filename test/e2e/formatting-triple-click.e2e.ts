/**
 * Chromium: one whole paragraph (with marks, and plain) triple-clicked, and dragged, in the
 * editors of the formatting table (support/triple-click-scenarios.ts).
 */
import { withEditorPagesEnv } from './support/editor-pages-env';
import { tripleClickSuites } from './support/triple-click-scenarios';

const env = withEditorPagesEnv();

tripleClickSuites(() => env);
