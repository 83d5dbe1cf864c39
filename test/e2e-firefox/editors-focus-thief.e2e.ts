/**
 * Firefox: the rewrite lands only where the user chose, against a page that moves the focus
 * or removes the field before the write (test/e2e/support/focus-thief-scenarios.ts, shared
 * with Chromium).
 */
import { focusThiefScenarios } from '../e2e/support/focus-thief-scenarios';
import { withFirefoxScenarioEnv } from './support/firefox-editor-env';

const env = withFirefoxScenarioEnv();

focusThiefScenarios('firefox', () => ({
  driver: env.driver,
  api: env.api,
  fixturesUrl: env.pages.url,
}));
