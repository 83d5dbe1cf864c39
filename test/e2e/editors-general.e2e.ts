/**
 * Chromium: the general write path where no family is written for the page (an editor that
 * sabotages writes, fields in an open shadow root, a real editor in a cross-origin frame),
 * through the scenarios shared with Firefox (support/general-path-scenarios.ts).
 */
import { beforeAll } from 'vitest';
import { withEditorPagesEnv } from './support/editor-pages-env';
import { generalPathScenarios } from './support/general-path-scenarios';

const env = withEditorPagesEnv();
beforeAll(async () => {
  // The tests read what the card's Copy put on the clipboard.
  await env.ext.context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

generalPathScenarios('chromium', () => env);
