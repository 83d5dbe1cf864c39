/**
 * Silencing the in-page button: "Hide on this site" from its own menu takes effect at once (the
 * open tab, and no script at all in the site's frames afterwards: the registration excludes
 * it), the options page lists the site as hidden and removing it there brings the button
 * back; the first-time note shows once only. The button is on for every site here (the
 * user's all-sites access given ahead, as in in-page-button-permissions.e2e.ts), so hiding
 * one site is an exclusion, not just a site left out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantHostPermission } from './support/host-permission';
import {
  buttonShown,
  clickPart,
  dragIn,
  extensionScripts,
  FIRST_LINE,
  partVisible,
  PRESS_READY_MS,
  sentinelRunning,
  waitUntil,
  withButtonEnv,
} from './support/in-page-button';

const HIDDEN = 'a.button.test';

/** What the fixture page (button-fields.html) heard on its window. */
type PageSeen = { pageSeen: { onWindow: string[] } };

describe('silencing the button', () => {
  const env = withButtonEnv();

  beforeAll(async () => {
    await grantHostPermission(env.ext, '*://*/*');
    // The options page's click, as in-page-button-permissions.e2e.ts runs it.
    const options = await env.ext.openExtensionPage('options.html');
    await options.locator('[data-testid="button-all-sites"]').click();
    await waitUntil(
      () => options.locator('[data-testid="button-all-sites"]').isChecked(),
      'on every site',
    );
    await options.close();
  });
  afterAll(async () => {
    await env.set({ kind: 'allSites', on: false });
  });

  it('"Hide on this site" hides it at once and the site gets no script any more', async () => {
    const { page } = await env.open('button-fields.html', HIDDEN);
    const other = await env.open('button-fields.html', 'b.button.test');
    // The user's tab is the one in front (opening `other` put it behind). Playwright can press
    // a tab behind another window, where Chromium hit-tests with what that window last drew:
    // a press on the press pad then reached the page's frame element, the page hearing it (the
    // CI failures of this test; measured: 4 of 12 presses after the note with a tab opened
    // after the page, 0 of 20 with the page in front). A user's press is on the window in front.
    await page.bringToFront();
    await sentinelRunning(env, page);
    await dragIn(page, '#field', FIRST_LINE.from, FIRST_LINE.to);
    await waitUntil(() => buttonShown(page), 'the button shown');
    // The first time ever, a note says how to turn it off (once the user could see it).
    await waitUntil(() => partVisible(page, 'note'), 'the note shown');

    await page.evaluate(() => ((window as unknown as PageSeen).pageSeen.onWindow = []));
    // Right after the note grew the pad: the press waits until the pad drew at its new size
    // (button-ui.ts), else Chromium could hand it to the page (seen under load before).
    await clickPart(page, 'menu');
    await waitUntil(() => partVisible(page, 'hide'), 'the menu open');
    await clickPart(page, 'hide');
    await waitUntil(async () => !(await buttonShown(page)), 'the button gone');
    // The page heard neither press (its window capture listeners run first).
    expect(await page.evaluate(() => (window as unknown as PageSeen).pageSeen.onWindow)).toEqual(
      [],
    );
    await expect
      .poll(async () => (await env.view()).hidden.map((s) => s.pattern))
      .toEqual([`http://${HIDDEN}/*`]);
    // The open tab's script has stopped: a new selection shows nothing, without a reload.
    await page.locator('#field').click({ position: { x: 600, y: 100 } });
    await dragIn(page, '#field', FIRST_LINE.from, FIRST_LINE.to);
    await page.waitForTimeout(1000);
    expect(await buttonShown(page)).toBe(false);
    // The registration excludes the site: reloaded, its frames run no script of ours at all.
    await expect
      .poll(async () => (await env.registration())?.excludeMatches)
      .toContain(`http://${HIDDEN}/*`);
    await page.reload();
    await page.waitForTimeout(500);
    expect(await extensionScripts(page, env.ext.extensionId)).toEqual([]);

    // Other sites keep it, and the note was a one-time thing.
    await other.page.bringToFront();
    await dragIn(other.page, '#field', FIRST_LINE.from, FIRST_LINE.to);
    await waitUntil(() => buttonShown(other.page), 'the button shown on another site');
    await other.page.waitForTimeout(PRESS_READY_MS); // when the note would show
    expect(await partVisible(other.page, 'note')).toBe(false);

    // The options page lists the hidden site; removing it there brings the button back.
    const options = await env.ext.openExtensionPage('options.html');
    const hidden = options.locator('[data-testid="button-sites-hidden"]');
    await expect.poll(() => hidden.textContent()).toContain(HIDDEN);
    await hidden.getByRole('button', { name: new RegExp(HIDDEN.replace(/\./g, '\\.')) }).click();
    await expect.poll(() => hidden.textContent()).not.toContain(HIDDEN);
    await sentinelRunning(env, page);
    await page.bringToFront();
    await dragIn(page, '#field', FIRST_LINE.from, FIRST_LINE.to);
    await waitUntil(() => buttonShown(page), 'the button back on the site');
    for (const p of [options, page, other.page]) await p.close();
  });
});
