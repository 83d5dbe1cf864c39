/**
 * Firefox: the button's first-time note counts as seen only once the user could see it
 * (issue 26, point 2), as in test/e2e/in-page-button-note.e2e.ts, for what Firefox's press
 * guard can tell: a page that fades the button or keeps it moving the moment it appears does
 * not use the note up (the stored `inPageButton.noteShown`, read from the protected area,
 * stays false); the next real selection on a page that leaves it alone shows the note and
 * uses it up. Not the cover: Firefox has no IntersectionObserver v2 (docs/in-page-button.md).
 * Real BiDi mouse input.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { until } from '../e2e/support/popup-support';
import { EVENTUALLY } from '../e2e/support/editor-page';
import { armTrick, PAGE_TRICKS, type Trick } from '../e2e/support/button-tricks';
import { PRESS_READY_MS } from '../e2e/support/in-page-button';
import { withFirefoxEnv } from './support/firefox-env';
import { buttonParts, sentinelIn, setButton } from './support/in-page-button';

const SITE = 'http://127.0.0.1/*';

describe('Firefox: the first-time note', () => {
  const env = withFirefoxEnv();
  afterAll(async () => {
    await setButton(env.ext, { kind: 'forget', site: SITE, list: 'sites' });
  });

  it('is not used up while the page fades or moves the button; it is once the button was shown and still', async () => {
    expect((await setButton(env.ext, { kind: 'site', site: SITE, on: true })).ok).toBe(true);
    const { page, tabId } = await env.ext.openWebPage(`${env.pages.url}/button-fields.html`);
    await until(() => sentinelIn(env.ext, tabId), { what: 'the button script', timeoutMs: 20_000 });
    await page.evaluate(PAGE_TRICKS);
    const parts = () => buttonParts(env.ext, tabId);
    const noteUsedUp = async () => {
      const stored = (await env.ext.readProtected()).inPageButton as { noteShown?: unknown };
      return stored?.noteShown === true;
    };
    const select = async (p: Page) => {
      const box = (await (await p.$('#field'))!.boundingBox())!;
      await p.mouse.click(10, 10); // the page around the field: any earlier button goes
      await p.mouse.move(box.x + 6, box.y + 10);
      await p.mouse.down();
      await p.mouse.move(box.x + 160, box.y + 10, { steps: 4 });
      await p.mouse.move(box.x + 320, box.y + 10, { steps: 4 });
      await p.mouse.up();
      await until(async () => Boolean((await parts())?.press), {
        what: 'the button shown',
        timeoutMs: 20_000,
      });
    };

    const tricks: Trick[] = ['fade', 'move'];
    for (const [i, trick] of tricks.entries()) {
      await page.evaluate(armTrick(trick));
      await select(page);
      expect(await page.evaluate('window.tricked'), `the page's ${trick}`).toBe(i + 1);
      // A negative: as long as a user's wait for the note, and longer.
      await new Promise((r) => setTimeout(r, 2 * PRESS_READY_MS));
      expect((await parts())?.note ?? null, `the note under a ${trick}`).toBeNull();
      expect(await noteUsedUp(), `the note used up by a ${trick}`).toBe(false);
      await page.evaluate(armTrick(null));
    }

    // The page leaves it alone: the next real selection shows the note, and it is used up.
    await select(page);
    await until(async () => Boolean((await parts())?.note), {
      what: 'the note shown',
      timeoutMs: 20_000,
    });
    await expect.poll(noteUsedUp, EVENTUALLY).toBe(true);
    await page.close();
  });
});
