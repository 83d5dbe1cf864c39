/**
 * Chromium: the general write path where no family is written for the page (an editor that
 * sabotages writes, fields in an open shadow root, a real editor in a cross-origin frame),
 * through the scenarios shared with Firefox (support/general-path-scenarios.ts).
 */
import { afterAll, beforeAll } from 'vitest';
import { withExtensionAndServer } from './support/extension-and-server';
import { configureExtension } from './support/extension-settings';
import { generalPathScenarios } from './support/general-path-scenarios';
import { servePages, type PagesServer } from './support/pages-server';
import { chromiumDriver } from './support/playwright-driver';

const env = withExtensionAndServer({ quota: 1000 });
let pages: PagesServer;
beforeAll(async () => {
  pages = await servePages();
  await configureExtension(env.ext, env.server.baseUrl);
  // The tests read what the card's Copy put on the clipboard.
  await env.ext.context.grantPermissions(['clipboard-read', 'clipboard-write']);
});
afterAll(async () => {
  await pages?.close();
});

generalPathScenarios('chromium', () => ({
  driver: chromiumDriver(() => env.ext),
  api: env.api,
  pagesUrl: pages.url,
}));
