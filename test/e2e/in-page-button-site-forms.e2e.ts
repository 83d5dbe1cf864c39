/**
 * The in-page button on a page whose address names its site in another form than the one
 * stored: `http://localhost.:PORT/` (every name answers with a trailing dot, and a page can
 * link to its own). The browser matches the registration's `http://localhost/*` there, so the
 * background must too: a press is obeyed, and "Hide on this site" stores `http://localhost/*`,
 * which keeps the button off the page in every form after a reload (issue 26, point 4).
 * localhost is granted by the manifest; Chromium resolves `localhost.` to loopback itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTUALLY } from './support/editor-page';
import {
  buttonShown,
  clickPart,
  dragIn,
  extensionScripts,
  FIRST_LINE,
  sentinelRunning,
  waitUntil,
  withButtonEnv,
} from './support/in-page-button';
import { card } from './support/selection-helpers';

const SITE = 'http://localhost/*';

describe('the button on a trailing-dot address', () => {
  const env = withButtonEnv();

  beforeAll(async () => {
    await env.set({ kind: 'site', site: SITE, on: true });
  });
  afterAll(async () => {
    await env.set({ kind: 'forget', site: SITE, list: 'hidden' });
    await env.set({ kind: 'forget', site: SITE, list: 'sites' });
  });

  it('the popup offers the canonical site there', async () => {
    const view = await env.view(env.url('button-fields.html', 'LocalHost.'));
    expect(view.site).toMatchObject({ pattern: SITE, state: 'on' });
  });

  it('a press is obeyed, and Hide on this site hides it in every form of the address', async () => {
    const { page } = await env.open('button-fields.html', 'localhost.');
    expect(new URL(page.url()).hostname).toBe('localhost.');
    await sentinelRunning(env, page);

    // A press: the background obeys it (the card comes), as on http://localhost/.
    await dragIn(page, '#field', FIRST_LINE.from, FIRST_LINE.to);
    await waitUntil(() => buttonShown(page), 'the button shown');
    await clickPart(page, 'press');
    await expect.poll(() => card(page).count(), EVENTUALLY).toBeGreaterThan(0);
    await expect.poll(() => card(page).getAttribute('data-kind'), EVENTUALLY).toBe('replaced');

    // Hide on this site: stored as the site the registration uses, so it is not registered
    // there any more.
    await page.locator('#field').click({ position: { x: 600, y: 100 } });
    await dragIn(page, '#field', FIRST_LINE.from, FIRST_LINE.to);
    await waitUntil(() => buttonShown(page), 'the button shown again');
    await clickPart(page, 'menu');
    await clickPart(page, 'hide');
    await waitUntil(async () => !(await buttonShown(page)), 'the button gone');
    await expect
      .poll(async () => (await env.view()).hidden.map((s) => s.pattern), EVENTUALLY)
      .toEqual([SITE]);
    expect(await env.registration()).toBeNull();

    // Reloaded, in this form and the others, its frames run no script of ours.
    for (const host of ['localhost.', 'localhost', 'LOCALHOST.']) {
      await page.goto(env.url('button-fields.html', host));
      await page.waitForTimeout(500); // a negative: give a wrong injection the time to run
      expect(await extensionScripts(page, env.ext.extensionId), host).toEqual([]);
    }
    await page.close();
  });
});
