/**
 * Chromium: a formatted selection from text loose in the editor (no block) over a list
 * (support/loose-text-scenarios.ts, the same as Firefox's).
 */
import { withEditorPagesEnv } from './support/editor-pages-env';
import { looseTextScenarios } from './support/loose-text-scenarios';

const env = withEditorPagesEnv();

looseTextScenarios(() => env);
