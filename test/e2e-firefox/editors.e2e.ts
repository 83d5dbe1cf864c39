/**
 * Firefox: the built extension in every editor of the test pages (test/pages, real libraries
 * from npm), through the same scenarios as Chromium's editors-extension.e2e.ts
 * (test/e2e/support/editor-scenarios.ts). Each editor's row in docs/editors.md says what
 * Firefox users get; editor-specs.ts holds the same per browser.
 */
import { afterAll, beforeAll } from 'vitest';
import { editorScenarios } from '../e2e/support/editor-scenarios';
import { servePages, type PagesServer } from '../e2e/support/pages-server';
import { firefoxDriver } from './support/firefox-driver';
import { withFirefoxEnv } from './support/firefox-env';

const env = withFirefoxEnv({ quota: 100_000 });
let pages: PagesServer;
beforeAll(async () => {
  pages = await servePages();
  await env.configure({ editableBehaviour: 'replace' });
});
afterAll(async () => {
  await pages?.close();
});

editorScenarios('firefox', () => ({
  driver: firefoxDriver(() => env.ext),
  api: env.api,
  pagesUrl: pages.url,
}));
