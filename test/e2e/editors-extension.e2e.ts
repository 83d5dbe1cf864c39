/**
 * Chromium: the built extension in every editor of the test pages (test/pages, real libraries
 * from npm), through the scenarios shared with Firefox (support/editor-scenarios.ts): the
 * editor's own model holds prefix + server result + suffix with its paragraphs, one Ctrl+Z
 * and "Restore original" bring the original back, typing just before stays; TinyMCE's card
 * stays out of its iframe's document.
 */
import { afterAll, beforeAll } from 'vitest';
import { editorScenarios } from './support/editor-scenarios';
import { withExtensionAndServer } from './support/extension-and-server';
import { configureExtension } from './support/extension-settings';
import { servePages, type PagesServer } from './support/pages-server';
import { chromiumDriver } from './support/playwright-driver';

// One browser, one server and one page server for all editors.
const env = withExtensionAndServer({ quota: 1000 });
let pages: PagesServer;
beforeAll(async () => {
  pages = await servePages();
  await configureExtension(env.ext, env.server.baseUrl);
});
afterAll(async () => {
  await pages?.close();
});

editorScenarios('chromium', () => ({
  driver: chromiumDriver(() => env.ext),
  api: env.api,
  pagesUrl: pages.url,
}));
