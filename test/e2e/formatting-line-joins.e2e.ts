/**
 * Chromium: a plain selection across a line break inside a paragraph whose rewrite joins the
 * lines: the break kept between the words it separated, in every editor that writes formatted
 * (support/line-join-scenarios.ts, the same list as Firefox's).
 */
import { withEditorPagesEnv } from './support/editor-pages-env';
import { lineJoinSuites } from './support/line-join-scenarios';

const env = withEditorPagesEnv();

lineJoinSuites(() => env);
