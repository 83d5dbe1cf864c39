/**
 * Firefox: axe-core finds no serious or critical violation on our own pages (issue 28 point 6):
 * the welcome page, the popup with a rewrite shown, the options page and the side panel
 * (opened as a tab: the sidebar cannot be shown to a driver), in the light and the dark theme,
 * and every control on them has a name. The card's frame has its own check in Chromium
 * (test/e2e/card-a11y.e2e.ts).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { seriousAxeViolations } from '../e2e/support/popup-support';
import { withFirefoxEnv } from './support/firefox-env';
import { openPopup, resultText, submitDraft } from './support/popup-page';
import { until } from '../e2e/support/popup-support';

const PAGES = ['welcome.html', 'popup.html', 'options.html', 'sidepanel.html'];

/** Controls without a name from their text, their label or aria-label. */
const unnamed = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('button, input, a, select, textarea')]
      .filter((el) => {
        const label = el.id ? document.querySelector(`label[for="${el.id}"]`) : null;
        return !(
          el.textContent?.trim() ||
          label?.textContent?.trim() ||
          el.ariaLabel ||
          el.closest('label')?.textContent?.trim()
        );
      })
      .map((el) => el.outerHTML.slice(0, 120)),
  );

/** Firefox's own switch for the colour scheme pages see (BiDi cannot emulate media). */
const SCHEME = { light: 1, dark: 0 } as const;

describe.each(['light', 'dark'] as const)('Firefox: accessibility of our pages (%s)', (theme) => {
  const env = withFirefoxEnv(
    { quota: 100_000 },
    { 'layout.css.prefers-color-scheme.content-override': SCHEME[theme] },
  );

  it('no axe violation, every control named', async () => {
    await env.configure();
    // A rewrite to show in the popup and the side panel.
    const popup = await openPopup(env.ext);
    await submitDraft(popup, 'It is important to note that this draft utilizes formal words.');
    await until(async () => Boolean(await resultText(popup)), { what: 'the rewrite' });
    await popup.close();
    for (const path of PAGES) {
      const page = await env.ext.openExtensionPage(path);
      expect(
        await page.evaluate((t) => matchMedia(`(prefers-color-scheme: ${t})`).matches, theme),
      ).toBe(true);
      await page.waitForSelector('main');
      expect({ path, violations: await seriousAxeViolations(page as never) }).toEqual({
        path,
        violations: [],
      });
      expect({ path, unnamed: await unnamed(page) }).toEqual({ path, unnamed: [] });
      await page.close();
    }
  });
});
