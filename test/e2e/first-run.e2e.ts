/**
 * The first run (issue 28 points 1, 5, 6): a fresh profile opens the welcome page; without a
 * key the popup leads with "Add your API key" once and the card says so with no job queued;
 * the welcome page's demo key button (the local server in demo mode) leads to a first
 * rewrite in a page; the options page shows the shortcut the browser bound; the welcome page
 * passes axe in both themes, names every control, keeps its focus order, and Esc works.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { EVENTUALLY } from './support/editor-page';
import { readStorage, writeStorage } from './support/extension-settings';
import { openPopup, seriousAxeViolations } from './support/popup-support';
import { PRO_KEY } from './support/reference-api';
import {
  card,
  cardPart,
  fieldValue,
  selectInField,
  withSelectionEnv,
} from './support/selection-helpers';

declare const chrome: {
  commands: { getAll(): Promise<Array<{ name?: string; shortcut?: string }>> };
};

describe('first run', () => {
  // Demo mode: the server holds the public demo keys and answers GET /v1/demo-key.
  const env = withSelectionEnv({ demoKeys: true });

  const welcomeTab = () => env.ext.context.pages().find((p) => p.url().endsWith('/welcome.html'));

  it('opens the welcome page when the extension is installed', async () => {
    await expect.poll(() => welcomeTab() !== undefined, EVENTUALLY).toBe(true);
    const welcome = welcomeTab() as Page;
    await expect
      .poll(() => welcome.getByRole('heading', { level: 1 }).textContent(), EVENTUALLY)
      .toBe('Welcome to Humanizer');
  });

  it('without a key: the popup leads with Add your API key once; the card says so, no job', async () => {
    // The env pointed the extension at the test server with a key: take the key away.
    await writeStorage(env.ext, { apiKey: '' });
    const popup = await openPopup(env.ext);
    const lead = popup.getByRole('heading', { name: 'Add your API key' });
    await expect.poll(() => lead.count(), EVENTUALLY).toBe(1);
    expect(await popup.getByRole('button', { name: 'Add key' }).count()).toBe(1);
    expect(await popup.getByText('No API key is saved').count()).toBe(0);
    await popup.close();

    const sentBefore = (await env.api.log()).length;
    const { page, tabId } = await env.open('textarea.html');
    const original = await fieldValue(page, '#field');
    await selectInField(page, '#field', 0, 40);
    const error = await env.humanizeSelectionError(tabId);
    expect(error).toMatch(/Add your API key first/);
    await expect
      .poll(() => cardPart(page, 'card-notice').textContent(), EVENTUALLY)
      .toMatch(/Add your API key first/);
    const jobs = await readStorage<{ live: number; head: unknown[] } | undefined>(env.ext, 'jobs');
    expect(jobs?.live ?? 0).toBe(0);
    expect((await env.api.log()).length).toBe(sentBefore);
    expect(await fieldValue(page, '#field')).toBe(original);
    await page.close();
  });

  it('the demo key button saves the local server demo key, and the first rewrite works', async () => {
    // The welcome page offers it for this computer's server: point the base URL at it.
    const settings = await readStorage<Record<string, unknown>>(env.ext, 'settings');
    await writeStorage(env.ext, { settings: { ...settings, baseUrl: env.server.baseUrl } });
    const welcome = await env.ext.openExtensionPage('welcome.html');
    const button = welcome.getByRole('button', { name: "Use the local server's demo key" });
    await expect.poll(() => button.isEnabled(), EVENTUALLY).toBe(true);
    await button.click();
    await expect
      .poll(() => welcome.getByRole('status').textContent(), EVENTUALLY)
      .toMatch(/Demo key saved/);
    expect(await welcome.getByLabel('API key', { exact: true }).inputValue()).toBe(PRO_KEY);
    await welcome.close();

    const popup = await openPopup(env.ext);
    expect(await popup.getByRole('heading', { name: 'Add your API key' }).count()).toBe(0);
    await popup.close();

    const { page, tabId } = await env.open('textarea.html');
    const original = await fieldValue(page, '#field');
    const selected = original.slice(0, 60);
    const rewrite = await env.api.rewriteOf(selected);
    await selectInField(page, '#field', 0, 60);
    await env.humanizeSelection(tabId);
    await expect.poll(() => card(page).getAttribute('data-kind'), EVENTUALLY).toBe('replaced');
    expect(await fieldValue(page, '#field')).toBe(rewrite + original.slice(60));
    await page.close();
  });

  it('options show the shortcut the browser bound, and the way to change it', async () => {
    const worker = await env.ext.worker();
    const commands = await worker.evaluate(() => chrome.commands.getAll());
    const bound = commands.find((c) => c.name === 'humanize-selection')?.shortcut ?? '';
    const options = await env.ext.openExtensionPage('options.html');
    const line = options.locator('#options-shortcut');
    const expected = bound
      ? `press ${bound}`
      : 'Shortcut: not set (the suggested Alt+Shift+H may be taken';
    await expect.poll(() => line.textContent(), EVENTUALLY).toContain(expected);
    expect(await options.getByRole('button', { name: 'Change shortcut' }).count()).toBe(1);
    expect(await options.getByText('chrome://extensions/shortcuts').count()).toBe(1);
    // The button opens the browser's shortcut page in a tab.
    const opened = env.ext.context.waitForEvent('page', EVENTUALLY);
    await options.getByRole('button', { name: 'Change shortcut' }).click();
    const shortcuts = await opened;
    await expect.poll(() => shortcuts.url(), EVENTUALLY).toContain('chrome://extensions');
    await shortcuts.close();
    await options.close();
  });

  it.each(['light', 'dark'] as const)(
    'welcome page: no axe violation (%s), every control named, focus order and Esc',
    async (colorScheme) => {
      const welcome = await env.ext.openExtensionPage('welcome.html');
      await welcome.emulateMedia({ colorScheme });
      await expect
        .poll(() => welcome.getByRole('button', { name: 'Save' }).isEnabled(), EVENTUALLY)
        .toBe(true);
      expect(await seriousAxeViolations(welcome)).toEqual([]);
      const unnamed = await welcome.evaluate(() =>
        [...document.querySelectorAll('button, input, a, select, textarea')]
          .filter((el) => {
            const label = el.id ? document.querySelector(`label[for="${el.id}"]`) : null;
            return !(el.textContent?.trim() || label?.textContent?.trim() || el.ariaLabel);
          })
          .map((el) => el.outerHTML),
      );
      expect(unnamed).toEqual([]);

      // Focus order: the key, Test connection, Save, the demo key, Change shortcut, settings.
      await welcome.getByLabel('API key', { exact: true }).focus();
      const order: string[] = [];
      for (let i = 0; i < 5; i++) {
        await welcome.keyboard.press('Tab');
        order.push(await welcome.evaluate(() => document.activeElement?.textContent ?? ''));
      }
      expect(order).toEqual([
        'Test connection',
        'Save',
        "Use the local server's demo key",
        'Change shortcut',
        'All settings',
      ]);

      // A status shown (the saved demo key tested), then Esc clears it and returns to the key.
      await welcome.getByRole('button', { name: 'Test connection' }).click();
      const status = welcome.getByRole('status');
      // The test's answer, not the "testing" line before it: Esc must clear what stays.
      await expect.poll(() => status.textContent(), EVENTUALLY).toMatch(/the key works/);
      expect(await seriousAxeViolations(welcome)).toEqual([]);
      await welcome.keyboard.press('Escape');
      await expect.poll(() => status.textContent()).toBe('');
      expect(await welcome.evaluate(() => document.activeElement?.id)).toBe('api-key');
      await welcome.close();
      // The welcome page's own errors (the earlier tests' refusals log in their pages).
      expect(env.ext.consoleErrors.filter((e) => e.includes('/welcome.html'))).toEqual([]);
    },
  );
});
