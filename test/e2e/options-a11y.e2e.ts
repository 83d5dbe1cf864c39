import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { withExtensionAndServer } from './support/extension-and-server';
import { focusRing, seriousAxeViolations } from './support/popup-support';
import { EVENTUALLY } from './support/editor-page';
import { PRO_KEY } from './support/reference-api';

describe('options page: keyboard and accessibility', () => {
  const env = withExtensionAndServer();
  let page: Page;

  beforeAll(async () => {
    page = await env.ext.openExtensionPage('options.html');
  });

  /** Presses Tab until the focused element is `label`'s control or has that text. */
  async function tabTo(name: string): Promise<void> {
    for (let i = 0; i < 20; i++) {
      if ((await focusedName(page)) === name) return;
      await page.keyboard.press('Tab');
    }
    throw new Error(`Tab never reached "${name}"; it is at "${await focusedName(page)}".`);
  }

  it('sets the key and URL and saves with the keyboard alone, focus always visible', async () => {
    // EVENTUALLY: at a fresh browser's start Chromium answers storage.managed (the
    // organisation's policy, which settings.get applies) after several seconds.
    await expect
      .poll(() => page.getByRole('button', { name: 'Save' }).isEnabled(), EVENTUALLY)
      .toBe(true);
    await tabTo('API key');
    expect((await focusRing(page)).outline).not.toBe('none');
    await page.keyboard.type(PRO_KEY);
    await tabTo('API base URL');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(env.server.baseUrl);
    await tabTo('Save');
    expect((await focusRing(page)).outline).not.toBe('none');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Saved.');

    await page.reload();
    await expect.poll(() => page.getByLabel('API key').inputValue()).toBe(PRO_KEY);
    expect(await page.getByLabel('API base URL').inputValue()).toBe(env.server.baseUrl);
  });

  it.each(['light', 'dark'] as const)(
    'has no serious or critical axe violations in the %s scheme',
    async (colorScheme) => {
      await page.emulateMedia({ colorScheme });
      // EVENTUALLY: at a fresh browser's start Chromium answers storage.managed (the
      // organisation's policy, which settings.get applies) after several seconds.
      await expect
        .poll(() => page.getByRole('button', { name: 'Save' }).isEnabled(), EVENTUALLY)
        .toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);
      // With a field error and a status shown, too.
      await page.getByLabel('API base URL').fill('not a url');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => page.getByText(/Enter a full URL/).count()).toBe(1);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.reload();
      expect(env.ext.consoleErrors).toEqual([]);
    },
  );
});

/** The focused control's accessible-ish name: its label's text, or its own text. */
async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return '';
    const label = el.id ? document.querySelector(`label[for="${el.id}"]`) : null;
    return (label?.textContent ?? el.textContent ?? '').trim();
  });
}
