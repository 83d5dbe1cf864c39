/**
 * Chromium: a formatted write inside a paragraph beside a space
 * (support/seam-space-scenarios.ts); the same as Firefox's.
 */
import { withEditorPagesEnv } from './support/editor-pages-env';
import { SEAM_EDITORS, seamSpaceScenarios } from './support/seam-space-scenarios';

const env = withEditorPagesEnv();

for (const editor of SEAM_EDITORS) seamSpaceScenarios(() => env, editor);
