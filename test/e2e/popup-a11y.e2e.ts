import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { withExtensionAndServer } from './support/extension-and-server';
import {
  focusRing,
  openPopup,
  POPUP_MAX_HEIGHT,
  POPUP_WIDTH,
  saveSettings,
  seriousAxeViolations,
} from './support/popup-support';
import { PRO_KEY } from './support/reference-api';

/** Charges at least 50 words a request: words charged differs from the word count. */
const CHARGE_MINIMUM = 50;
const LONG_TEXT =
  'In today\u2019s fast-paced world, it is important to note that leveraging synergies can ' +
  'help teams. Moreover, it fosters meaningful connections and streamlines workflows for ' +
  'everyone involved in the process, which plays a pivotal role in long-term success. ';

describe('popup: layout, keyboard, copy and accessibility', () => {
  const env = withExtensionAndServer({ chargeMinimum: CHARGE_MINIMUM });
  let popup: Page;

  beforeAll(async () => {
    await env.api.reset();
    await saveSettings(env.ext, { apiKey: PRO_KEY, baseUrl: env.server.baseUrl });
  });

  const draftBox = () => popup.getByRole('textbox', { name: 'Text to humanize' });
  const resultText = () =>
    popup
      .getByLabel('Humanized text')
      .inputValue({ timeout: 500 })
      .catch(() => '');

  it('is worked by keyboard alone: Tab to the text, type, Tab to Humanize, Enter', async () => {
    popup = await openPopup(env.ext);
    const text = 'A keyboard user writes this text and humanizes it without a mouse at all.';
    const expected = await env.api.answer(text);
    // From the top of the page, Tab until the text box has focus (Settings comes first).
    for (let i = 0; i < 5 && !(await isFocused(draftBox())); i++) await popup.keyboard.press('Tab');
    expect(await isFocused(draftBox())).toBe(true);
    expect((await focusRing(popup)).outline).not.toBe('none');
    await popup.keyboard.type(text);
    await popup.keyboard.press('Tab');
    expect(await focusedName(popup)).toBe('Humanize');
    const ring = await focusRing(popup);
    expect(ring.outline !== 'none' || ring.boxShadow !== 'none').toBe(true);
    await popup.keyboard.press('Enter');
    await expect.poll(resultText, { timeout: 20_000 }).toBe(expected.humanized_text);
    expect(await popup.getByText(`Words charged: ${expected.words_charged}`).count()).toBe(1);
  });

  it('copies exactly the server\u2019s result to the clipboard', async () => {
    // Chromium refuses a grant scoped to a chrome-extension:// origin ("opaque origin"),
    // so the grant is for the whole context; the real clipboard is then read back.
    await env.ext.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await popup.evaluate(() => navigator.clipboard.writeText('not the result'));
    const expected = await resultText();
    expect(expected).not.toBe('');
    await popup.getByRole('button', { name: 'Copy' }).click();
    await expect.poll(() => popup.getByText('Copied.').count()).toBe(1);
    expect(await popup.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  });

  it('fits in 600 px at 380 px wide with a result, the changes and five past jobs', async () => {
    for (let i = 1; i <= 5; i++) {
      const text = `Job ${i}. ${LONG_TEXT.repeat(3)}`;
      const expected = await env.api.answer(text);
      await draftBox().fill(text);
      await popup.getByRole('button', { name: 'Humanize', exact: true }).click();
      await expect.poll(resultText, { timeout: 20_000 }).toBe(expected.humanized_text);
    }
    await popup.getByRole('button', { name: 'Show changes' }).click();
    await popup.getByRole('region', { name: 'Changes' }).waitFor();
    const recent = popup.getByRole('region', { name: 'Recent' });
    expect(await recent.getByRole('listitem').count()).toBeGreaterThan(0);
    expect(await contentHeight(popup)).toBeLessThanOrEqual(POPUP_MAX_HEIGHT);
    expect(await popup.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      POPUP_WIDTH,
    );

    // The rest of the history is one "Show all" away.
    const showAll = recent.getByRole('button', { name: /^Show all \d+$/ });
    await showAll.click();
    expect(await recent.getByRole('listitem').count()).toBeGreaterThanOrEqual(6);
    await recent.getByRole('button', { name: 'Show fewer' }).click();
    expect(await contentHeight(popup)).toBeLessThanOrEqual(POPUP_MAX_HEIGHT);
  });

  it('has an axe check that catches poor contrast (so a clean run means something)', async () => {
    await popup.evaluate(() => {
      const planted = document.createElement('p');
      planted.id = 'planted';
      planted.textContent = 'Barely readable';
      planted.style.cssText = 'color:#bbbbbb;background:#ffffff';
      document.querySelector('main')?.append(planted);
    });
    const found = await seriousAxeViolations(popup);
    await popup.evaluate(() => document.getElementById('planted')?.remove());
    expect(found.map((v) => v.id)).toContain('color-contrast');
  });

  it.each(['light', 'dark'] as const)(
    'has no serious or critical axe violations in the %s scheme',
    async (colorScheme) => {
      await popup.emulateMedia({ colorScheme });
      expect(await seriousAxeViolations(popup)).toEqual([]);
      // The result view, too, not only the changes.
      await popup.getByRole('button', { name: 'Show changes' }).click();
      expect(await seriousAxeViolations(popup)).toEqual([]);
      await popup.getByRole('button', { name: 'Show changes' }).click();
      expect(env.ext.consoleErrors).toEqual([]);
    },
  );
});

async function isFocused(locator: ReturnType<Page['getByRole']>): Promise<boolean> {
  return locator.evaluate((el) => el === document.activeElement);
}

async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
}

/**
 * The height the popup asks Chrome for: the page at its natural size. Measured with a short
 * viewport, where the document is exactly as tall as its content.
 */
async function contentHeight(page: Page): Promise<number> {
  await page.setViewportSize({ width: POPUP_WIDTH, height: 100 });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: POPUP_WIDTH, height: POPUP_MAX_HEIGHT });
  return height;
}
