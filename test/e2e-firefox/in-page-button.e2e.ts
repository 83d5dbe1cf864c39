/**
 * Firefox: the in-page Humanize button, enable → button → rewrite → hide on site. The site is
 * turned on through the background's handler that the popup's row reaches by message (the
 * toolbar popup cannot be opened over BiDi: test/e2e/README.md); 127.0.0.1 is granted in the
 * profile as the manifest asks. Selecting and pressing are real BiDi mouse and key input.
 * Then the mouse selections in editable content that show it (the sentinel reads the
 * selection only after a press that may have selected) and the plain click that does not.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { until } from '../e2e/support/popup-support';
import { EVENTUALLY } from '../e2e/support/editor-page';
import { withFirefoxEnv } from './support/firefox-env';
import { cardKind } from './support/in-page-card';
import {
  buttonParts,
  buttonView,
  sentinelIn,
  setButton,
  type ButtonParts,
} from './support/in-page-button';
import { valueOf } from './support/page-actions';

const SITE = 'http://127.0.0.1/*';

/** Drags across the first line of #field with the mouse (a selection of several words). */
async function selectFirstLine(page: Page): Promise<{ start: number; end: number }> {
  const box = (await (await page.$('#field'))!.boundingBox())!;
  await page.mouse.click(box.x + 600, box.y + 100);
  await page.mouse.move(box.x + 6, box.y + 10);
  await page.mouse.down();
  await page.mouse.move(box.x + 160, box.y + 10, { steps: 4 });
  await page.mouse.move(box.x + 320, box.y + 10, { steps: 4 });
  await page.mouse.up();
  return page.evaluate(() => {
    const el = document.querySelector('#field') as HTMLTextAreaElement;
    return { start: el.selectionStart, end: el.selectionEnd };
  });
}

async function clickAt(
  page: Page,
  box: { x: number; y: number; width: number; height: number } | null,
) {
  if (!box) throw new Error('That part of the button is not shown.');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** What the page's own capture listeners on window (registered first) heard of presses. */
const heardOnWindow = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { pageSeen: { onWindow: string[] } }).pageSeen.onWindow,
  );

describe('Firefox: the in-page Humanize button', () => {
  const env = withFirefoxEnv({ quota: 100_000 });
  afterAll(async () => {
    await setButton(env.ext, { kind: 'forget', site: SITE, list: 'hidden' });
    await setButton(env.ext, { kind: 'forget', site: SITE, list: 'sites' });
  });

  it('enable → the button → the rewrite with one-step undo → hide on this site', async () => {
    await env.configure({ editableBehaviour: 'replace' });
    const { page, tabId } = await env.ext.openWebPage(`${env.pages.url}/button-fields.html`);
    expect(await sentinelIn(env.ext, tabId)).toBe(false);

    // Enable for the site: the tab already open gets the script without a reload.
    expect((await setButton(env.ext, { kind: 'site', site: SITE, on: true })).ok).toBe(true);
    await until(() => sentinelIn(env.ext, tabId), { what: 'the button script', timeoutMs: 20_000 });

    const original = (await valueOf(page, '#field')) ?? '';
    const { start, end } = await selectFirstLine(page);
    expect(end - start).toBeGreaterThan(20);
    const rewrite = await env.api.rewriteOf(original.slice(start, end));
    let parts: ButtonParts | null = null;
    // Shown, then armed: a press within its first moment is refused (press-guard.ts).
    await until(async () => Boolean((parts = await buttonParts(env.ext, tabId))?.armed), {
      what: 'the button shown and armed',
      timeoutMs: 20_000,
    });
    // The press lands in the press pad, an extension page: the page hears nothing of it.
    const heard = await heardOnWindow(page);
    await clickAt(page, parts!.press);
    await expect.poll(() => cardKind(env.ext, page), EVENTUALLY).toBe('replaced');
    expect(await heardOnWindow(page)).toEqual(heard);
    expect(await valueOf(page, '#field')).toBe(
      original.slice(0, start) + rewrite + original.slice(end),
    );
    await page.focus('#field');
    await page.keyboard.down('Control');
    await page.keyboard.press('z');
    await page.keyboard.up('Control');
    await expect.poll(() => valueOf(page, '#field'), EVENTUALLY).toBe(original);

    // Hide on this site, from the button's own menu: gone at once, and for good on the site.
    await selectFirstLine(page);
    await until(async () => Boolean((parts = await buttonParts(env.ext, tabId))?.armed), {
      what: 'the button shown again and armed',
      timeoutMs: 20_000,
    });
    const heardBefore = await heardOnWindow(page);
    await clickAt(page, parts!.menu);
    await until(
      async () => Boolean((parts = await buttonParts(env.ext, tabId))?.hide && parts?.armed),
      {
        what: 'its menu open and armed again',
        timeoutMs: 20_000,
      },
    );
    await clickAt(page, parts!.hide);
    await expect
      .poll(async () => (await buttonView(env.ext)).hidden.map((s) => s.pattern), EVENTUALLY)
      .toEqual([SITE]);
    expect(await heardOnWindow(page)).toEqual(heardBefore);
    // It vanishes once the background's "stored" answer reaches it, a moment after the store.
    await expect
      .poll(async () => (await buttonParts(env.ext, tabId))?.press ?? null, EVENTUALLY)
      .toBeNull();
    await selectFirstLine(page);
    await new Promise((r) => setTimeout(r, 1000));
    expect((await buttonParts(env.ext, tabId))?.press ?? null).toBeNull();
    // Reloaded, the page runs no script of ours.
    await page.reload();
    await new Promise((r) => setTimeout(r, 1000));
    expect(await sentinelIn(env.ext, tabId)).toBe(false);
    await page.close();
  });
  it('a mouse selection in editable content shows it (a drag, the one that focuses it too, a triple click, Shift+click); a plain click does not', async () => {
    await setButton(env.ext, { kind: 'forget', site: SITE, list: 'hidden' });
    expect((await setButton(env.ext, { kind: 'site', site: SITE, on: true })).ok).toBe(true);
    const { page, tabId } = await env.ext.openWebPage(`${env.pages.url}/button-fields.html`);
    await until(() => sentinelIn(env.ext, tabId), { what: 'the button script', timeoutMs: 20_000 });
    const shown = async () => Boolean((await buttonParts(env.ext, tabId))?.press);
    const hidden = async () => !(await shown());
    const wait = (check: () => Promise<boolean>, what: string) =>
      until(check, { what, timeoutMs: 20_000 });
    const p1 = (await (await page.$('#p1'))!.boundingBox())!;
    const p2 = (await (await page.$('#p2'))!.boundingBox())!;
    // The press that focuses the editor is a drag: its mousedown came before the focus.
    await page.mouse.move(p1.x + 2, p1.y + 10);
    await page.mouse.down();
    await page.mouse.move(p1.x + 400, p1.y + 10, { steps: 8 });
    await page.mouse.up();
    await wait(shown, 'the button shown after the drag that focused the editor');
    await page.mouse.click(p2.x + 100, p2.y + 10);
    await wait(hidden, 'hidden by a plain click');
    await page.mouse.click(p2.x + 200, p2.y + 10);
    await new Promise((r) => setTimeout(r, 300)); // a negative: time for a wrong button
    expect(await shown()).toBe(false);
    // A triple click selects the paragraph where it was pressed: the pointer never moves.
    await page.mouse.click(p1.x + 100, p1.y + 10, { count: 3 });
    await wait(shown, 'the button shown after a triple click');
    await page.mouse.click(p1.x + 2, p1.y + 10);
    await wait(hidden, 'hidden by a plain click');
    await page.keyboard.down('Shift');
    await page.mouse.click(p2.x + 300, p2.y + 10);
    await page.keyboard.up('Shift');
    await wait(shown, 'the button shown after Shift+click');
    await page.close();
  });
});
