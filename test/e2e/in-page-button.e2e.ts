/**
 * The in-page Humanize button on a site where the user turned it on (127.0.0.1, which the
 * manifest grants): when it shows and when it does not, what pressing it does (the context
 * menu's action, same result, one-step undo, the selection kept), what dismisses it, and that
 * the page can neither read nor press it. Real (trusted) mouse and keyboard input throughout.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { EVENTUALLY } from './support/editor-page';
import {
  buttonShown,
  clickPart,
  dragIn,
  fieldSelection,
  FIRST_LINE,
  LOOPBACK_SITE,
  partBox,
  partLabel,
  partVisible,
  sentinelRunning,
  waitUntil,
  withButtonOnLoopback,
} from './support/in-page-button';
import { card, fieldValue, humanizeSelection, selectInField } from './support/selection-helpers';

describe('the in-page Humanize button', () => {
  const env = withButtonOnLoopback();
  let page: Page;

  let tabId: number;
  const fresh = async () => {
    await page?.close();
    ({ page, tabId } = await env.open('button-fields.html'));
    await sentinelRunning(env, page);
  };

  it('shows past the end of a mouse selection of three words or more in a textarea', async () => {
    await fresh();
    await dragIn(page, '#field', FIRST_LINE.from, FIRST_LINE.to);
    await waitUntil(() => buttonShown(page), 'the button shown');
    // Past the end of the drag (right and below where it ended), inside the viewport,
    // not over the selected line.
    const field = (await page.locator('#field').boundingBox())!;
    const box = await partBox(page);
    expect(box.x).toBeGreaterThanOrEqual(field.x + FIRST_LINE.to.x - 1);
    expect(box.y).toBeGreaterThan(field.y + FIRST_LINE.to.y + 5);
    expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
    // The first time it shows, it says how to turn it off, once the user could see it.
    await waitUntil(() => partVisible(page, 'note'), 'the note shown');
  });

  it('follows the selection when the page scrolls, and waits out of view', async () => {
    await fresh();
    await dragIn(page, '#field', FIRST_LINE.from, FIRST_LINE.to);
    await waitUntil(() => buttonShown(page), 'the button shown');
    const before = await partBox(page);
    const scrollTo = async (y: number) => {
      await page.mouse.move(700, 300);
      await page.mouse.wheel(0, y - (await page.evaluate(() => scrollY)));
      await expect.poll(() => page.evaluate(() => scrollY), EVENTUALLY).toBe(y);
    };
    await scrollTo(15);
    await expect
      .poll(async () => Math.round((await partBox(page)).y), EVENTUALLY)
      .toBe(Math.round(before.y - 15));
    expect((await partBox(page)).x).toBeCloseTo(before.x, 0);
    // The selection's end scrolled out of view: the button waits hidden, and comes back.
    await scrollTo(200);
    await waitUntil(async () => !(await buttonShown(page)), 'the button hidden out of view');
    await scrollTo(0);
    await waitUntil(() => buttonShown(page), 'the button back');
    expect(Math.round((await partBox(page)).y)).toBe(Math.round(before.y));
  });

  it('does not show for one word, in a password, one-time-code, search or opted-out field', async () => {
    await fresh();
    // A double-click selects one word.
    const field = (await page.locator('#field').boundingBox())!;
    await page.mouse.dblclick(field.x + 30, field.y + 10);
    expect(
      await page.evaluate(
        () =>
          getSelection()?.toString() ||
          (document.activeElement as HTMLTextAreaElement).value.slice(
            (document.activeElement as HTMLTextAreaElement).selectionStart,
            (document.activeElement as HTMLTextAreaElement).selectionEnd,
          ),
      ),
    ).toMatch(/^[\w']+$/);
    for (const selector of ['#pw', '#otp', '#search', '#optout']) {
      await dragIn(page, selector, { x: 4, y: 8 }, { x: 400, y: 8 });
      const selected = await fieldSelection(page, selector);
      expect(selected.end - selected.start, selector).toBeGreaterThan(15);
    }
    // Then one that qualifies: the button shows there (so its absence above was no accident).
    await dragIn(page, '#line', { x: 4, y: 8 }, { x: 400, y: 8 });
    await waitUntil(() => buttonShown(page), 'the button shown for #line');
    await page.keyboard.press('Escape');
    await waitUntil(async () => !(await buttonShown(page)), 'the button hidden');
    await dragIn(page, '#pw', { x: 4, y: 8 }, { x: 400, y: 8 });
    await page.waitForTimeout(300); // a negative: give a wrong button the time to appear
    expect(await buttonShown(page)).toBe(false);
    // A selection the page made (select-on-focus), not the user: no button either.
    await page.locator('#auto-select').click();
    expect(await fieldSelection(page, '#auto-select')).toMatchObject({ start: 0, focused: true });
    expect((await fieldSelection(page, '#auto-select')).end).toBeGreaterThan(20);
    await page.waitForTimeout(500);
    expect(await buttonShown(page)).toBe(false);
  });

  it('shows for a keyboard selection (Shift+arrows, Ctrl+A) in a textarea and in editable content', async () => {
    await fresh();
    await page.locator('#field').click({ position: { x: 4, y: 10 } });
    await page.keyboard.press('Home');
    await page.keyboard.press('Shift+End');
    await waitUntil(() => buttonShown(page), 'the button shown after Shift+End in the textarea');
    await page.keyboard.press('ArrowLeft');
    await waitUntil(async () => !(await buttonShown(page)), 'hidden once the selection is cleared');
    await page.keyboard.press('Control+a');
    await waitUntil(() => buttonShown(page), 'the button shown after Ctrl+A in the textarea');
    // Typing replaces the selection and hides the button; typing does not bring it back.
    await page.keyboard.type('Short now.');
    expect(await fieldValue(page, '#field')).toBe('Short now.');
    await page.waitForTimeout(300); // a negative: give a wrong button the time to appear
    expect(await buttonShown(page)).toBe(false);
    // A field of a web component (open shadow root): its `select` does not reach the document.
    await page.locator('#web-field').click();
    await page.keyboard.press('Control+a');
    await waitUntil(
      () => buttonShown(page),
      'the button shown after Ctrl+A in a shadow-root field',
    );
    await page.keyboard.press('Escape');
    await page.locator('#p1').click({ position: { x: 2, y: 5 } });
    await page.keyboard.press('Home');
    for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+Control+ArrowRight');
    await waitUntil(() => buttonShown(page), 'the button shown after Shift+arrows');
    await page.keyboard.press('ArrowLeft');
    await waitUntil(async () => !(await buttonShown(page)), 'hidden once the selection is cleared');
    await page.keyboard.press('Control+a');
    await waitUntil(() => buttonShown(page), 'the button shown after Ctrl+A');
  });

  it('shows after a mouse selection in editable content (a drag, the one that focuses it too, a triple click, Shift+click), never after a plain click', async () => {
    await fresh();
    // Plain clicks read nothing of the selection (a layout in Chromium): what may select must.
    const p1 = (await page.locator('#p1').boundingBox())!;
    const p2 = (await page.locator('#p2').boundingBox())!;
    const hidden = async () => !(await buttonShown(page));
    // The press that focuses the editor is a drag: its mousedown came before the focus.
    await dragIn(page, '#p1', { x: 2, y: 10 }, { x: 400, y: 10 });
    await waitUntil(() => buttonShown(page), 'the button shown after the drag that focused it');
    await page.mouse.click(p2.x + 100, p2.y + 10);
    await waitUntil(hidden, 'hidden by a plain click');
    await page.mouse.click(p2.x + 200, p2.y + 10);
    await page.waitForTimeout(300); // a negative: give a wrong button the time to appear
    expect(await buttonShown(page)).toBe(false);
    await dragIn(page, '#p2', { x: 2, y: 10 }, { x: 400, y: 10 });
    await waitUntil(() => buttonShown(page), 'the button shown after a drag in the focused editor');
    // A triple click selects the paragraph where it was pressed: the pointer never moves.
    await page.mouse.click(p1.x + 100, p1.y + 10, { clickCount: 3 });
    await waitUntil(() => buttonShown(page), 'the button shown after a triple click');
    expect(await page.evaluate(() => getSelection()!.toString().trim())).toBe(
      (await page.locator('#p1').textContent())!.trim(),
    );
    await page.mouse.click(p1.x + 2, p1.y + 10);
    await waitUntil(hidden, 'hidden by a plain click');
    await page.keyboard.down('Shift');
    await page.mouse.click(p2.x + 300, p2.y + 10);
    await page.keyboard.up('Shift');
    await waitUntil(() => buttonShown(page), 'the button shown after Shift+click');
  });

  it('Esc, a click elsewhere and typing hide it; no timer does', async () => {
    await fresh();
    const show = async () => {
      // A drag that starts inside a selection moves the text: start from a collapsed one.
      await page.locator('#field').click({ position: { x: 600, y: 100 } });
      await dragIn(page, '#field', FIRST_LINE.from, FIRST_LINE.to);
      await waitUntil(() => buttonShown(page), 'the button shown');
    };
    await show();
    await page.keyboard.press('Escape');
    await waitUntil(async () => !(await buttonShown(page)), 'hidden by Esc');
    await show();
    await page.mouse.click(700, 5);
    await waitUntil(async () => !(await buttonShown(page)), 'hidden by a click elsewhere');
    await show();
    await page.waitForTimeout(1500); // still there: nothing hides it by time
    expect(await buttonShown(page)).toBe(true);
    await page.keyboard.press('x');
    await waitUntil(async () => !(await buttonShown(page)), 'hidden by typing');
  });

  it('the page can neither see into it nor press it', async () => {
    await fresh();
    await dragIn(page, '#field', FIRST_LINE.from, FIRST_LINE.to);
    await waitUntil(() => buttonShown(page), 'the button shown');
    const box = await partBox(page);
    const seen = await page.evaluate(
      ({ x, y }) => {
        const host = document.elementFromPoint(x, y) as HTMLElement;
        // A page script's click and a synthetic pointer sequence at the button.
        host.click();
        for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click']) {
          host.dispatchEvent(
            new MouseEvent(type, { bubbles: true, composed: true, clientX: x, clientY: y }),
          );
        }
        return {
          shadowRoot: host.shadowRoot,
          text: host.textContent,
          html: host.innerHTML,
        };
      },
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(seen.shadowRoot).toBeNull();
    expect(seen.text).toBe('');
    expect(seen.html).toBe('');
    // Nothing ran: no card, no request; the button is still there for the user.
    await page.waitForTimeout(500);
    expect(await card(page).count()).toBe(0);
    expect(await buttonShown(page)).toBe(true);
    // Real presses on it (its menu opened and closed, then Humanize) are not seen by the
    // page's listeners, not even its capture listeners on window, registered first: they land
    // in the press pad, an extension page (lib/in-page-button/press-pad/).
    type Seen = { pageSeen: { clicks: number; onWindow: string[] } };
    const heard = () => page.evaluate(() => ({ ...(window as unknown as Seen).pageSeen }));
    const before = await heard();
    await env.api.faults({ delayMs: 3000 });
    await clickPart(page, 'menu');
    await waitUntil(() => partVisible(page, 'hide'), 'the menu open');
    await clickPart(page, 'menu');
    await waitUntil(async () => !(await partVisible(page, 'hide')), 'the menu closed');
    await clickPart(page, 'press');
    await expect.poll(() => card(page).count(), EVENTUALLY).toBe(1);
    expect(await heard()).toEqual(before);
    await env.api.faults({ delayMs: 0 });
  });

  it('pressing it keeps the selection and writes what the menu writes, one Ctrl+Z undoes it', async () => {
    await fresh();
    const original = await fieldValue(page, '#field');
    await dragIn(page, '#field', FIRST_LINE.from, FIRST_LINE.to);
    const selected = await fieldSelection(page, '#field');
    const chosen = original.slice(selected.start, selected.end);
    const rewrite = await env.api.rewriteOf(chosen);
    await env.api.faults({ delayMs: 1500 });
    await clickPart(page, 'press');
    // The press took neither the focus nor the selection from the field.
    expect(await fieldSelection(page, '#field')).toEqual({ ...selected, focused: true });
    await expect.poll(() => card(page).getAttribute('data-kind'), EVENTUALLY).toBe('replaced');
    await env.api.faults({ delayMs: 0 });
    const written = `${original.slice(0, selected.start)}${rewrite}${original.slice(selected.end)}`;
    expect(await fieldValue(page, '#field')).toBe(written);
    await page.locator('#field').focus();
    await page.keyboard.press('Control+z');
    await expect.poll(() => fieldValue(page, '#field'), EVENTUALLY).toBe(original);
    // The context menu's action on the same selection writes the same.
    await selectInField(page, '#field', selected.start, selected.end);
    await humanizeSelection(env.ext, tabId);
    await expect.poll(() => fieldValue(page, '#field'), EVENTUALLY).toBe(written);
  });

  it('works inside a modal dialog (the rest of the page is inert)', async () => {
    await fresh();
    await page.locator('#open-dialog').click();
    await dragIn(page, '#in-dialog', { x: 4, y: 10 }, { x: 300, y: 10 });
    await waitUntil(() => buttonShown(page), 'the button shown in the dialog');
    await clickPart(page, 'press');
    await expect.poll(() => card(page).count(), EVENTUALLY).toBeGreaterThan(0);
  });
  it('"Hide on this site" hides it only once stored: a failed write keeps it, saying so', async () => {
    await fresh();
    const worker = await env.ext.worker();
    const failWrites = (on: boolean) =>
      worker.evaluate((fail) => {
        type Local = { set: (...a: unknown[]) => Promise<void> };
        const scope = globalThis as unknown as {
          chrome: { storage: { local: Local } };
          realSet?: Local['set'];
        };
        const local = scope.chrome.storage.local;
        scope.realSet ??= local.set;
        local.set = fail
          ? () => Promise.reject(new Error('QUOTA_BYTES quota exceeded'))
          : scope.realSet;
      }, on);
    await failWrites(true);
    try {
      await dragIn(page, '#field', FIRST_LINE.from, FIRST_LINE.to);
      await clickPart(page, 'menu');
      await clickPart(page, 'hide');
      // Still there, saying the site is not hidden; nothing stored.
      await waitUntil(() => partVisible(page, 'note'), 'the failure said under the button');
      expect(await partLabel(page, 'note')).toMatch(/^Could not hide the button on this site/);
      expect(await buttonShown(page)).toBe(true);
      expect((await env.view()).hidden).toEqual([]);
    } finally {
      await failWrites(false);
    }
    // Tried again once writing works: gone, and stored.
    await clickPart(page, 'menu');
    await clickPart(page, 'hide');
    await waitUntil(async () => !(await buttonShown(page)), 'the button gone');
    expect((await env.view()).hidden.map((s) => s.pattern)).toEqual([LOOPBACK_SITE]);
    await env.set({ kind: 'forget', site: LOOPBACK_SITE, list: 'hidden' });
  });
});
