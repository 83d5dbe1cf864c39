/**
 * Firefox: the rewrite lands only where the user chose, against a page that moves the focus
 * or removes the field before the write (test/e2e/support/focus-thief-scenarios.ts, shared
 * with Chromium).
 */
import { beforeAll } from 'vitest';
import { focusThiefScenarios } from '../e2e/support/focus-thief-scenarios';
import { firefoxDriver } from './support/firefox-driver';
import { withFirefoxEnv } from './support/firefox-env';

const env = withFirefoxEnv({ quota: 100_000 });
beforeAll(async () => {
  await env.configure({ editableBehaviour: 'replace' });
});

focusThiefScenarios('firefox', () => ({
  driver: firefoxDriver(() => env.ext),
  api: env.api,
  fixturesUrl: env.pages.url,
}));
