/**
 * Where the in-page button's script runs: nowhere by default; on a site once the user turns
 * it on in the popup (which asks the browser for that site), on every site once they choose
 * so in the options (which asks for all sites); gone again, from open tabs too, when the user
 * revokes the access in the browser or pauses the button. "No script" is checked in the
 * frame's own list of scripts (CDP Debugger), not only by the button's absence.
 *
 * The browser's permission prompt cannot be answered headless. The tests give the user's
 * answer ahead as chrome://extensions does (site access, support/host-permission.ts) and
 * then run the real click: `permissions.request` resolves true at once for access already
 * given, and the page continues as after a "yes". 127.0.0.1 is granted by the manifest (the
 * popup's row is tested there); `*.button.test` hosts are granted by nobody.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { grantHostPermission, revokeHostPermission } from './support/host-permission';
import {
  buttonShown,
  dragIn,
  extensionScripts,
  FIRST_LINE,
  isSentinel,
  sentinelRunning,
  type ButtonEnv,
  waitUntil,
  withButtonEnv,
} from './support/in-page-button';

const ALL_SITES = '*://*/*';

/**
 * Selects three words or more and expects the button to show (within the usual generous
 * limit) or not (a button that has not shown a second after the selection does not show:
 * where it does, it shows within milliseconds).
 */
async function selectExpectingButton(page: Page, shown: boolean): Promise<void> {
  await page.bringToFront();
  await page.locator('#field').click({ position: { x: 600, y: 100 } });
  await dragIn(page, '#field', FIRST_LINE.from, FIRST_LINE.to);
  if (shown) return waitUntil(() => buttonShown(page), 'the button shown');
  await page.waitForTimeout(1000);
  expect(await buttonShown(page)).toBe(false);
}

const hasSentinel = async (env: ButtonEnv, page: Page) =>
  (await extensionScripts(page, env.ext.extensionId)).some(isSentinel);

/** The toolbar popup's page, opened over `page` (a popup window: `page` stays the active tab). */
async function popupOver(env: ButtonEnv, page: Page): Promise<Page> {
  await page.bringToFront();
  const opened = env.ext.context.waitForEvent('page');
  const worker = await env.ext.worker();
  await worker.evaluate(() => {
    const { chrome } = globalThis as unknown as {
      chrome: {
        windows: { create(o: object): Promise<unknown> };
        runtime: { getURL(p: string): string };
      };
    };
    return chrome.windows.create({ url: chrome.runtime.getURL('popup.html'), type: 'popup' });
  });
  const popup = await opened;
  await popup.locator('[data-testid="button-site"]').waitFor();
  return popup;
}

describe('where the button script runs', () => {
  const env = withButtonEnv();

  it('nowhere by default, even on a site the extension may reach', async () => {
    const { page } = await env.open('button-fields.html');
    expect((await env.view()).sites).toEqual([]);
    await selectExpectingButton(page, false);
    expect(await hasSentinel(env, page)).toBe(false);
    await page.close();
  });

  it("the popup's row turns it on for the site: the open tab gets it at once, Pause stops it", async () => {
    const { page } = await env.open('button-fields.html');
    const other = await env.open('textarea.html'); // another tab of the same site
    const popup = await popupOver(env, page);
    const row = popup.locator('[data-testid="button-site"]');
    expect(await popup.locator('.button-row').textContent()).toContain('127.0.0.1');
    expect(await row.isChecked()).toBe(false);
    await row.click();
    await expect.poll(() => row.isChecked()).toBe(true);
    // Both open tabs got the script without a reload.
    await sentinelRunning(env, page);
    await sentinelRunning(env, other.page);
    await selectExpectingButton(page, true);

    // Pause (persisted) stops it in the open tab without a reload; resuming brings it back.
    await popup.locator('[data-testid="button-pause"]').click();
    await expect.poll(() => popup.locator('[data-testid="button-pause"]').isChecked()).toBe(true);
    expect((await env.view()).paused).toBe(true);
    await selectExpectingButton(page, false);
    await popup.locator('[data-testid="button-pause"]').click();
    await expect.poll(() => popup.locator('[data-testid="button-pause"]').isChecked()).toBe(false);
    await selectExpectingButton(page, true);

    // Off again from the row: open tabs stop at once, new pages get no script.
    await row.click();
    await expect.poll(() => row.isChecked()).toBe(false);
    await selectExpectingButton(page, false);
    const after = await env.open('button-fields.html');
    expect(await hasSentinel(env, after.page)).toBe(false);
    for (const p of [popup, page, other.page, after.page]) await p.close();
  });

  it('every site (options): open tabs on any site get it; revoking the access in the browser removes it', async () => {
    const { page } = await env.open('button-fields.html', 'a.button.test');
    expect(await hasSentinel(env, page)).toBe(false);
    // The user's "allow on all sites", given ahead; then the options page's real click.
    await grantHostPermission(env.ext, ALL_SITES);
    const options = await env.ext.openExtensionPage('options.html');
    const everywhere = options.locator('[data-testid="button-all-sites"]');
    await expect.poll(() => everywhere.isEnabled()).toBe(true);
    expect(await everywhere.isChecked()).toBe(false);
    await everywhere.click();
    await expect.poll(() => everywhere.isChecked()).toBe(true);
    await sentinelRunning(env, page);
    await selectExpectingButton(page, true);

    // The user takes the access back in the browser's extension settings.
    await revokeHostPermission(env.ext, ALL_SITES);
    await expect.poll(async () => (await env.view()).allSitesGranted).toBe(false);
    await selectExpectingButton(page, false);
    const fresh = await env.open('button-fields.html', 'b.button.test');
    expect(await hasSentinel(env, fresh.page)).toBe(false);
    await env.set({ kind: 'allSites', on: false });
    for (const p of [options, page, fresh.page]) await p.close();
  });
});
