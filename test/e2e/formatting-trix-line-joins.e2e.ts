/** Chromium: a plain selection across a line break in Trix (support/trix-line-join-scenarios.ts). */
import { withEditorPagesEnv } from './support/editor-pages-env';
import { trixLineJoinSuites } from './support/trix-line-join-scenarios';

const env = withEditorPagesEnv();

trixLineJoinSuites(() => env);
