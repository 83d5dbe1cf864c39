/**
 * Options Save refuses what the API client must never send (issue 10, points 5 and 7): a key a
 * header cannot carry, an http:// API off this computer, an over-long base URL. Each gets a
 * specific message, the saved settings stay, and nothing reaches the API.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { withExtensionAndServer } from './support/extension-and-server';
import { PRO_KEY } from './support/reference-api';

describe('options page: hardening', () => {
  const env = withExtensionAndServer();
  let page: Page;

  beforeAll(async () => {
    page = await env.ext.openExtensionPage('options.html');
    await page.getByLabel('API key').fill(PRO_KEY);
    await page.getByLabel('API base URL').fill(env.server.baseUrl);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByText('Saved.').waitFor();
  });

  it.each([
    ['a zero-width space', `${PRO_KEY}\u200B`],
    ['a control character', `demo\u0007key`],
  ])('refuses a key with %s at Save and keeps the saved key', async (_name, key) => {
    await page.getByLabel('API key').fill(key);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => page.getByText(/contains a character that cannot be sent/).count())
      .toBe(1);
    await page.reload();
    await expect.poll(() => page.getByLabel('API key').inputValue()).toBe(PRO_KEY);
    expect(await env.api.log()).toEqual([]);
  });

  it('refuses an http:// API that is not on this computer', async () => {
    await page.getByLabel('API base URL').fill('http://api.example.com/v1');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText(/Use https:\/\/ for an API/).count()).toBe(1);
  });

  it('refuses an over-long base URL', async () => {
    await page.getByLabel('API base URL').fill(`https://api.example.com/${'a'.repeat(2100)}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText(/base URL is too long/).count()).toBe(1);
    await page.reload();
    await expect.poll(() => page.getByLabel('API base URL').inputValue()).toBe(env.server.baseUrl);
  });
});
