/**
 * Chromium: the rewrite lands only where the user chose, against a page that moves the focus
 * or removes the field before the write (support/focus-thief-scenarios.ts, shared with
 * Firefox).
 */
import { focusThiefScenarios } from './support/focus-thief-scenarios';
import { chromiumDriver } from './support/playwright-driver';
import { withSelectionEnv } from './support/selection-helpers';

const env = withSelectionEnv();

focusThiefScenarios('chromium', () => ({
  driver: chromiumDriver(() => env.ext),
  api: env.api,
  fixturesUrl: env.pages.url,
}));
