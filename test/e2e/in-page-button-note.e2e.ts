/**
 * The button's first-time note ("how to turn it off", once per install) counts as seen only
 * once the user could see it (issue 26, point 2): a page that fades, keeps moving or covers
 * the button the moment it appears (its own script, watching for the host to become the last
 * child of <html>) must not use the note up, or the user never learns how to turn the button
 * off. Real input in Chromium; the stored `inPageButton.noteShown` read from the worker. Then
 * the next real selection, on a page that leaves the button alone, shows the note and uses it
 * up once the button was visible and still for the press guard's delay.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  buttonShown,
  dragIn,
  FIRST_LINE,
  noteUsedUp,
  partVisible,
  PRESS_READY_MS,
  sentinelRunning,
  waitUntil,
  withButtonOnLoopback,
} from './support/in-page-button';
import { armTrick, PAGE_TRICKS, type Trick } from './support/button-tricks';

describe('the first-time note', () => {
  const env = withButtonOnLoopback();
  let page: Page;

  const select = async () => {
    await page.mouse.click(10, 10); // the page around the field: any earlier button goes
    await dragIn(page, '#field', FIRST_LINE.from, FIRST_LINE.to);
    await waitUntil(() => buttonShown(page), 'the button shown');
  };

  it('is not used up while the page fades, moves or covers the button; it is once the button was shown and still', async () => {
    ({ page } = await env.open('button-fields.html'));
    await sentinelRunning(env, page);
    await page.evaluate(PAGE_TRICKS);

    const tricks: Trick[] = ['fade', 'move', 'cover'];
    for (const [i, trick] of tricks.entries()) {
      await page.evaluate(armTrick(trick));
      await select();
      expect(await page.evaluate('window.tricked'), `the page's ${trick}`).toBe(i + 1);
      // A negative: as long as a user's wait for the note, and longer.
      await page.waitForTimeout(2 * PRESS_READY_MS);
      expect(await partVisible(page, 'note'), `the note under a ${trick}`).toBe(false);
      expect(await noteUsedUp(env), `the note used up by a ${trick}`).toBe(false);
      await page.evaluate(armTrick(null));
    }

    // The page leaves it alone: the next real selection shows the note, and it is used up.
    await select();
    await waitUntil(() => partVisible(page, 'note'), 'the note shown');
    await expect.poll(() => noteUsedUp(env)).toBe(true);
  });
});
