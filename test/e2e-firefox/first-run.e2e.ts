/**
 * Firefox: the first run (issue 28 points 1 and 5), as in test/e2e/first-run.e2e.ts: installing
 * opens the welcome page; without a key the popup leads with "Add your API key" once and a
 * selection in a page says so with no request; the welcome page's demo key button (the local
 * server in demo mode) leads to a first rewrite in a page; the options page shows the shortcut
 * Firefox bound and where to change it (about:addons).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { until } from '../e2e/support/popup-support';
import { EVENTUALLY } from '../e2e/support/editor-page';
import { selectInFieldInPage } from '../e2e/support/in-page-selection';
import { PRO_KEY } from '../e2e/support/reference-api';
import { EXTENSION_ORIGIN } from './support/firefox';
import { withFirefoxEnv } from './support/firefox-env';
import { cardKind, cardPartText } from './support/in-page-card';
import { valueOf } from './support/page-actions';
import { openPopup } from './support/popup-page';

declare const browser: {
  commands: { getAll(): Promise<Array<{ name?: string; shortcut?: string }>> };
};

const textOf = (page: Page, selector: string) =>
  page.evaluate((s) => document.querySelector(s)?.textContent ?? '', selector);

/** Clicks the page's button whose text is `name` (real input). */
async function clickButton(page: Page, name: string): Promise<void> {
  const handle = await page.waitForFunction(
    (n) =>
      [...document.querySelectorAll('button')].find(
        (b) => b.textContent?.trim() === n && !b.disabled,
      ),
    { timeout: 20_000 },
    name,
  );
  await (handle as unknown as { click(): Promise<void> }).click();
}

describe('Firefox: first run', () => {
  // Demo mode: the server holds the public demo keys and answers GET /v1/demo-key.
  const env = withFirefoxEnv({ demoKeys: true, quota: 100_000 });

  it('opens the welcome page when the extension is installed', async () => {
    const welcomeOpen = async () => {
      for (const page of await env.ext.firefox.pages()) {
        const at = await page.evaluate(() => location.href).catch(() => '');
        if (at === `${EXTENSION_ORIGIN}/welcome.html`) return page;
      }
      return null;
    };
    await until(async () => (await welcomeOpen()) !== null, {
      what: 'the welcome page',
      timeoutMs: 20_000,
    });
    const welcome = (await welcomeOpen())!;
    await expect.poll(() => textOf(welcome, 'h1'), EVENTUALLY).toBe('Welcome to Humanizer');
  });

  it('without a key: the popup leads with Add your API key once; a selection says so, no request', async () => {
    await env.configure({ apiKey: '' });
    const popup = await openPopup(env.ext);
    await expect
      .poll(() => popup.evaluate(() => document.body.textContent ?? ''), EVENTUALLY)
      .toContain('Add your API key');
    const said = await popup.evaluate(() => ({
      leads: [...document.querySelectorAll('h1, h2, h3')].filter(
        (h) => h.textContent === 'Add your API key',
      ).length,
      addKey: [...document.querySelectorAll('button')].filter((b) => b.textContent === 'Add key')
        .length,
      twice: (document.body.textContent ?? '').includes('No API key is saved'),
    }));
    expect(said).toEqual({ leads: 1, addKey: 1, twice: false });
    await popup.close();

    const sentBefore = (await env.api.log()).length;
    const { page, tabId } = await env.ext.openWebPage(`${env.pages.url}/textarea.html`);
    const original = (await valueOf(page, '#field')) ?? '';
    await page.evaluate(selectInFieldInPage, ['#field', 0, 40] as const);
    expect(await env.ext.humanizeSelection(tabId)).toMatch(/Add your API key first/);
    await expect
      .poll(() => cardPartText(env.ext, page, 'card-notice'), EVENTUALLY)
      .toMatch(/Add your API key first/);
    expect((await env.api.log()).length).toBe(sentBefore);
    expect(await valueOf(page, '#field')).toBe(original);
    await page.close();
  });

  it('the demo key button saves the local server demo key, and the first rewrite works', async () => {
    const welcome = await env.ext.openExtensionPage('welcome.html');
    await clickButton(welcome, "Use the local server's demo key");
    await expect
      .poll(() => textOf(welcome, '[role="status"]'), EVENTUALLY)
      .toMatch(/Demo key saved/);
    expect(await valueOf(welcome, '#api-key')).toBe(PRO_KEY);
    await welcome.close();

    const { page, tabId } = await env.ext.openWebPage(`${env.pages.url}/textarea.html`);
    const original = (await valueOf(page, '#field')) ?? '';
    const rewrite = await env.api.rewriteOf(original.slice(0, 60));
    await page.evaluate(selectInFieldInPage, ['#field', 0, 60] as const);
    expect(await env.ext.humanizeSelection(tabId)).toBeNull();
    await expect.poll(() => cardKind(env.ext, page), EVENTUALLY).toBe('replaced');
    expect(await valueOf(page, '#field')).toBe(rewrite + original.slice(60));
    await page.close();
  });

  it('options show the shortcut Firefox bound, and where to change it', async () => {
    const commands = await env.ext.control.evaluate(() => browser.commands.getAll());
    const bound = commands.find((c) => c.name === 'humanize-selection')?.shortcut ?? '';
    const options = await env.ext.openExtensionPage('options.html');
    await expect
      .poll(() => textOf(options, '#options-shortcut'), EVENTUALLY)
      .toContain(bound ? `press ${bound}` : 'Shortcut: not set');
    expect(await textOf(options, '#options-shortcut-where')).toContain('about:addons');
    await options.close();
  });
});
