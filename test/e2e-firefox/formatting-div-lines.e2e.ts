/**
 * Firefox: a formatted selection over <div> lines in a plain contenteditable whose form posts
 * its HTML, as in Chromium (../e2e/support/div-lines-scenarios.ts, the same tests).
 */
import { describe } from 'vitest';
import { divLinesScenarios } from '../e2e/support/div-lines-scenarios';
import { withFirefoxScenarioEnv } from './support/firefox-editor-env';

describe('Firefox: formatted selection over <div> lines in a plain contenteditable', () => {
  const env = withFirefoxScenarioEnv();
  divLinesScenarios(() => ({ driver: env.driver, api: env.api, fixturesUrl: env.pages.url }));
});
