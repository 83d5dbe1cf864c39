/**
 * Firefox: the general write path where no family is written for the page (an editor that
 * sabotages writes, fields in an open shadow root, a real editor in a cross-origin frame),
 * through the scenarios shared with Chromium (test/e2e/support/general-path-scenarios.ts).
 */
import { afterAll, beforeAll } from 'vitest';
import { generalPathScenarios } from '../e2e/support/general-path-scenarios';
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

generalPathScenarios('firefox', () => ({
  driver: firefoxDriver(() => env.ext),
  api: env.api,
  pagesUrl: pages.url,
}));
