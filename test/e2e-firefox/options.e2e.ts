/**
 * Firefox: the options page saves the key and URL and keeps them across a reload, keeps the
 * key out of storage.local (in the extension's IndexedDB, which content scripts cannot
 * reach), tests the connection without spending words, binds the key to its origin
 * (issue 16, point 5), and does not offer Google Docs support, which Firefox cannot run
 * (nor does the background turn it on).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { PRO_KEY } from '../e2e/support/reference-api';
import { EVENTUALLY } from '../e2e/support/editor-page';
import { withFirefoxEnv } from './support/firefox-env';
import { clickButton, fill, textOf, valueOf } from './support/page-actions';

describe('Firefox: options page', () => {
  const env = withFirefoxEnv();
  let page: Page;

  beforeAll(async () => {
    page = await env.ext.openExtensionPage('options.html');
  });

  const status = () => textOf(page, '[role="status"]');
  const loaded = () =>
    page.waitForSelector('form[aria-busy="false"] button[type="submit"]:not([disabled])');

  it('keeps the key and URL it saved across a reopening, the key out of storage.local', async () => {
    await loaded();
    await fill(page, '#api-key', PRO_KEY);
    await fill(page, '#base-url', env.server.baseUrl);
    await fill(page, '#rpm', '20');
    await clickButton(page, 'Save');
    await expect.poll(status, EVENTUALLY).toBe('Saved.');

    // BiDi never sees a moz-extension page's reload finish (its handles go stale): close the
    // tab and open the page anew, which reads storage the same way.
    await page.close();
    page = await env.ext.openExtensionPage('options.html');
    await loaded();
    await expect.poll(() => valueOf(page, '#api-key'), EVENTUALLY).toBe(PRO_KEY);
    expect(await valueOf(page, '#base-url')).toBe(env.server.baseUrl);
    expect(await valueOf(page, '#rpm')).toBe('20');
    expect(await env.ext.readStorage('apiKey')).toBeUndefined();
    expect((await env.ext.readProtected()).apiKey).toBe(PRO_KEY);
  });

  it.each([
    [PRO_KEY, /the key works/],
    ['wrong-key', /refused the key/],
  ])('tests the connection with key %s without spending words', async (key, answer) => {
    await env.api.reset();
    await loaded();
    await fill(page, '#api-key', key);
    await clickButton(page, 'Test connection');
    await expect.poll(status, EVENTUALLY).toMatch(answer);
    const log = await env.api.log();
    expect(log.length).toBeGreaterThan(0);
    expect(log.every((entry) => entry.text === '' || entry.text === null)).toBe(true);
    expect(env.ext.consoleErrors).toEqual([]);
  });

  it('does not offer Google Docs support, and the background will not turn it on', async () => {
    await loaded();
    expect(await textOf(page, 'form')).toMatch(/Requests per minute/);
    expect(await textOf(page, 'main')).not.toMatch(/Google Docs/);
    const reply = await env.ext.sendMessage<{ ok: boolean; message?: string }>('googleDocs.set', {
      enabled: true,
    });
    expect(reply).toEqual({
      ok: false,
      message: 'Google Docs support is not available in Firefox.',
    });
  });

  it('refuses the saved key for a base URL on another origin until a key is typed for it', async () => {
    await loaded();
    await fill(page, '#api-key', PRO_KEY);
    await fill(page, '#base-url', env.server.baseUrl);
    await clickButton(page, 'Save');
    await expect.poll(status, EVENTUALLY).toBe('Saved.');
    await page.close();
    page = await env.ext.openExtensionPage('options.html');
    await loaded();
    await expect.poll(() => valueOf(page, '#api-key'), EVENTUALLY).toBe(PRO_KEY);

    const other = env.server.baseUrl.replace('127.0.0.1', 'localhost');
    await fill(page, '#base-url', other);
    await clickButton(page, 'Save');
    await expect
      .poll(status, EVENTUALLY)
      .toMatch(/^The API base URL is now on http:\/\/localhost:/);
    expect((await env.ext.readProtected()).apiKeyOrigin).toBe(new URL(env.server.baseUrl).origin);

    // Pasting the key again is typing it for the new origin.
    await fill(page, '#api-key', PRO_KEY);
    await clickButton(page, 'Save');
    await expect.poll(status, EVENTUALLY).toBe('Saved.');
    expect((await env.ext.readProtected()).apiKeyOrigin).toBe(new URL(other).origin);
    expect(await env.ext.readStorage('apiKeyOrigin')).toBeUndefined();
    expect(env.ext.consoleErrors).toEqual([]);
  });
});
