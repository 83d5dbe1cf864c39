import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { withExtensionAndServer } from './support/extension-and-server';
import { PRO_KEY, STARTER_KEY } from './support/reference-api';

describe('options page', () => {
  const env = withExtensionAndServer();
  let page: Page;

  beforeAll(async () => {
    page = await env.ext.openExtensionPage('options.html');
  });

  const status = () => page.getByRole('status');

  it('keeps the key and URL it saved across a reload, and the key only in storage.local', async () => {
    await page.getByLabel('API key').fill(PRO_KEY);
    await page.getByLabel('API base URL').fill(env.server.baseUrl);
    await page.getByLabel('Requests per minute').fill('20');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => status().textContent()).toBe('Saved.');

    await page.reload();
    await expect.poll(() => page.getByLabel('API key').inputValue()).toBe(PRO_KEY);
    expect(await page.getByLabel('API base URL').inputValue()).toBe(env.server.baseUrl);
    expect(await page.getByLabel('Requests per minute').inputValue()).toBe('20');
    expect(await page.getByLabel('API key').getAttribute('type')).toBe('password');

    const stored = await (
      await env.ext.worker()
    ).evaluate(async () => {
      const area = (globalThis as unknown as { chrome: typeof import('webextension-polyfill') })
        .chrome.storage;
      return { local: await area.local.get('apiKey'), session: await area.session.get(null) };
    });
    expect(stored.local.apiKey).toBe(PRO_KEY);
    expect(JSON.stringify(stored.session)).not.toContain(PRO_KEY);
  });

  it('says what is wrong with a bad URL and keeps the saved one', async () => {
    await page.getByLabel('API base URL').fill('api.example.com/v1');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText(/Enter a full URL/).count()).toBe(1);
    await page.reload();
    await expect.poll(() => page.getByLabel('API base URL').inputValue()).toBe(env.server.baseUrl);
  });

  it.each([
    [PRO_KEY, /the key works/],
    ['wrong-key', /refused the key/],
    [STARTER_KEY, /plan has no API access/],
  ])('tests the connection with key %s without spending words', async (key, answer) => {
    await page.getByLabel('API key').fill(key);
    await page.getByRole('button', { name: 'Test connection' }).click();
    await expect.poll(() => status().textContent(), { timeout: 15_000 }).toMatch(answer);
    const log = await env.api.log();
    expect(log.every((entry) => entry.text === '' || entry.text === null)).toBe(true);
  });

  it('forgets the key', async () => {
    await page.reload();
    await expect.poll(() => page.getByLabel('API key').inputValue()).toBe(PRO_KEY);
    await page.getByRole('button', { name: 'Forget key' }).click();
    await expect.poll(() => status().textContent()).toBe('The key is forgotten.');
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: 'Save' }).isEnabled()).toBe(true);
    expect(await page.getByLabel('API key').inputValue()).toBe('');
  });

  it('can be worked with the keyboard alone', async () => {
    await page.getByLabel('API key').focus();
    await page.keyboard.type(PRO_KEY);
    // Tab through the key's buttons, the URL and the rate, the behaviour radios and the
    // Humanize button's section to Save.
    const focused: string[] = [];
    for (let i = 0; i < 24; i++) {
      await page.keyboard.press('Tab');
      focused.push(
        await page.evaluate(
          () => document.activeElement?.textContent || document.activeElement?.id || '',
        ),
      );
      if (focused.at(-1) === 'Save') break;
    }
    expect(focused).toContain('Show key');
    expect(focused.at(-1)).toBe('Save');
    await page.keyboard.press('Enter');
    await expect.poll(() => status().textContent()).toBe('Saved.');
    expect(env.ext.consoleErrors).toEqual([]);
  });
});
