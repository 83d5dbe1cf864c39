/**
 * Chromium: a formatted selection from text loose in the editor (no block) over a list
 * (support/loose-text-scenarios.ts), and loose text between blocks selected across it
 * (support/loose-between-scenarios.ts); the same as Firefox's.
 */
import { withEditorPagesEnv } from './support/editor-pages-env';
import { looseBetweenScenarios } from './support/loose-between-scenarios';
import { looseTextScenarios } from './support/loose-text-scenarios';

const env = withEditorPagesEnv();

looseTextScenarios(() => env);
looseBetweenScenarios(() => env);
