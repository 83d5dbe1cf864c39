/**
 * Firefox: the sidebar (sidebar_action) is the same page as Chrome's side panel. The test
 * opens sidepanel.html in a tab (a driver cannot show the sidebar), sends it a page's
 * selection as "Humanize in side panel" does (the background's action, as the other user
 * actions are run), and checks draft → rewrite → Copy, then "Insert into the page".
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { EVENTUALLY } from '../e2e/support/editor-page';
import { selectInFieldInPage } from '../e2e/support/in-page-selection';
import { PRO_KEY } from '../e2e/support/reference-api';
import { pressUndoKeys } from './support/firefox-driver';
import { withFirefoxEnv } from './support/firefox-env';
import { cardKind } from './support/in-page-card';
import { clickButton, hasText, valueOf } from './support/page-actions';
import { DRAFT, resultText } from './support/popup-page';

/** The slice of the extension API the snippets run in our control page use. */
declare const browser: {
  runtime: {
    getManifest(): { sidebar_action?: { default_panel?: string; open_at_install?: boolean } };
    getBackgroundPage(): Promise<{
      humanizer: {
        sidePanel: { humanizeInSidePanel(tabId: number): Promise<{ text: string }> };
      };
    }>;
  };
};

/** Pastes the clipboard into a scratch field of `page` with real keys, and reads it. */
async function pasted(page: Page): Promise<string | null> {
  await page.evaluate(() => {
    const area = document.createElement('textarea');
    area.id = 'paste';
    area.setAttribute('aria-label', 'paste');
    document.body.append(area);
  });
  await page.focus('#paste');
  await page.keyboard.down('Control');
  await page.keyboard.press('v');
  await page.keyboard.up('Control');
  const text = await valueOf(page, '#paste');
  await page.evaluate(() => document.getElementById('paste')?.remove());
  return text;
}

describe('Firefox: the sidebar', () => {
  const env = withFirefoxEnv();

  it('takes a selection as its draft, rewrites it, copies it and inserts it into the field', async () => {
    await env.api.reset();
    await env.configure({ apiKey: PRO_KEY });
    const manifest = await env.ext.control.evaluate(() => browser.runtime.getManifest());
    expect(manifest.sidebar_action?.default_panel).toMatch(/\/sidepanel.html$/);
    expect(manifest.sidebar_action?.open_at_install).toBe(false);

    const { page, tabId } = await env.ext.openWebPage(`${env.pages.url}/textarea.html`);
    const original = (await valueOf(page, '#field')) ?? '';
    const start = original.indexOf('it is important');
    const end = original.indexOf('robust tools');
    const selected = original.slice(start, end);
    const rewrite = await env.api.rewriteOf(selected);
    await page.evaluate(selectInFieldInPage, ['#field', start, end] as const);

    const panel = await env.ext.openExtensionPage('sidepanel.html');
    await panel.waitForSelector('main[data-hydrated="true"]');
    const sent = await env.ext.control.evaluate(async (id) => {
      const background = await browser.runtime.getBackgroundPage();
      return background.humanizer.sidePanel.humanizeInSidePanel(id);
    }, tabId);
    expect(sent.text).toBe(selected);
    await expect.poll(() => valueOf(panel, DRAFT), EVENTUALLY).toBe(selected);
    await expect.poll(() => resultText(panel), EVENTUALLY).toBe(rewrite);

    await clickButton(panel, 'Copy');
    await expect.poll(() => hasText(panel, '[role="status"]', 'Copied.'), EVENTUALLY).toBe(true);
    expect(await pasted(panel)).toBe(rewrite);

    // Insert: the page is the active tab beside the panel, its selection where it was.
    await page.bringToFront();
    await clickButton(panel, 'Insert into the page');
    await expect.poll(() => cardKind(env.ext, page), EVENTUALLY).toBe('replaced');
    expect(await valueOf(page, '#field')).toBe(
      original.slice(0, start) + rewrite + original.slice(end),
    );
    await page.focus('#field');
    await pressUndoKeys(page);
    await expect.poll(() => valueOf(page, '#field'), EVENTUALLY).toBe(original);
    await page.close();
    await panel.close();
    expect(env.ext.consoleErrors).toEqual([]);
  });
});
