/**
 * Chromium: a formatted selection over <div> lines in a plain contenteditable whose form posts
 * its HTML (support/div-lines-scenarios.ts, the same tests as Firefox's). Before, the <div>s
 * were written as <p>s and the card said "Replaced" (the digest did not tell them apart).
 */
import { describe } from 'vitest';
import { divLinesScenarios } from './support/div-lines-scenarios';
import { chromiumDriver } from './support/playwright-driver';
import { withSelectionEnv } from './support/selection-helpers';

describe('formatted selection over <div> lines in a plain contenteditable (Chromium)', () => {
  const env = withSelectionEnv();
  const driver = chromiumDriver(() => env.ext);
  divLinesScenarios(() => ({ driver, api: env.api, fixturesUrl: env.pages.url }));
});
