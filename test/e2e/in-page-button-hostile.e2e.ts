/**
 * The in-page Humanize button against a hostile page (issue 26), in Chromium with real input:
 * the page cannot bring the button up by itself (a script's focus and selection, which the
 * browser marks trusted), cannot have a press act on it faded or covered, cannot find its
 * label, and the button runs only in the page's own unsandboxed frames: not in a sandboxed
 * srcdoc frame, nor in a frame of another origin when the site is turned on with the tab open,
 * and it works in an editor frame rewritten by document.open() (CKEditor 4's way).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { EVENTUALLY } from './support/editor-page';
import { cdpSession } from './support/pierced-dom';
import {
  buttonInChildFrame,
  buttonShown,
  clickNow,
  dragIn,
  FIRST_LINE,
  LOOPBACK_SITE,
  PRESS_READY_MS,
  sentinelRunning,
  waitUntil,
  withButtonOnLoopback,
} from './support/in-page-button';
import { card } from './support/selection-helpers';

/** The URLs of the frames of `page` in which the button's script was parsed. */
async function framesWithSentinel(page: Page): Promise<string[]> {
  const cdp = await cdpSession(page);
  const frames: string[] = [];
  const onScript = (e: { url: string; executionContextAuxData?: { frameId?: string } }) => {
    if (e.url.endsWith('/humanize-button.js'))
      frames.push(e.executionContextAuxData?.frameId ?? '');
  };
  cdp.on('Debugger.scriptParsed', onScript);
  await cdp.send('Debugger.enable');
  await cdp.send('Debugger.disable');
  cdp.off('Debugger.scriptParsed', onScript);
  const { frameTree } = (await cdp.send('Page.getFrameTree')) as { frameTree: FrameTree };
  const urls = new Map<string, string>();
  const visit = (t: FrameTree) => {
    urls.set(t.frame.id, t.frame.url);
    t.childFrames?.forEach(visit);
  };
  visit(frameTree);
  return frames.map((id) => urls.get(id) ?? `unknown frame ${id}`);
}
type FrameTree = { frame: { id: string; url: string }; childFrames?: FrameTree[] };

describe('the in-page Humanize button on a hostile page', () => {
  const env = withButtonOnLoopback();
  let page: Page;

  const fresh = async () => {
    await page?.close();
    ({ page } = await env.open('button-hostile.html'));
    await sentinelRunning(env, page);
  };
  const showByDrag = async () => {
    await dragIn(page, '#field', FIRST_LINE.from, FIRST_LINE.to);
    await waitUntil(() => buttonShown(page), 'the button shown');
  };
  /** Requests the server read a text of (none may go out on a refused press). */
  const sent = async () => (await env.api.textLog()).length;

  it("a script's own selection in a near-invisible field shows nothing", async () => {
    await fresh();
    await page.evaluate(() => {
      const faint = document.getElementById('faint') as HTMLTextAreaElement;
      faint.focus();
      faint.setSelectionRange(0, faint.value.length);
      faint.select();
    });
    await page.waitForTimeout(1500);
    expect(await buttonShown(page)).toBe(false);
    // The same page, the user's own selection: shown (the check above can fail).
    await showByDrag();
  });

  it('a press on the button faded by the page (opacity: 0) sends nothing', async () => {
    await fresh();
    await showByDrag();
    await page.waitForTimeout(PRESS_READY_MS);
    const before = await sent();
    await page.evaluate(() => {
      const host = document.documentElement.lastElementChild as HTMLElement;
      host.style.setProperty('opacity', '0', 'important');
    });
    await page.waitForTimeout(300);
    await clickNow(page, 'press');
    await page.waitForTimeout(1500);
    expect(await card(page).count()).toBe(0);
    expect(await sent()).toBe(before);
  });

  it('a press through a popover painted over it ("Continue", pointer-events: none) sends nothing', async () => {
    await fresh();
    await showByDrag();
    await page.waitForTimeout(PRESS_READY_MS);
    const before = await sent();
    await page.evaluate(() => document.getElementById('cover')!.showPopover());
    await clickNow(page, 'press');
    await page.waitForTimeout(1500);
    expect(await card(page).count()).toBe(0);
    expect(await sent()).toBe(before);
    // The button is raised above the page's popover: what the user clicks is what they see.
    const onTop = await page.evaluate(() => {
      const host = document.documentElement.lastElementChild!;
      return host.matches(':popover-open') && host !== document.getElementById('cover');
    });
    expect(onTop).toBe(true);
  });

  it('window.find() finds no label of it, and a copy of the page holds none', async () => {
    await fresh();
    await showByDrag();
    const found = await page.evaluate(() => {
      const w = window as unknown as { find(s: string): boolean };
      return { humanize: w.find('Humanize'), hide: w.find('Hide on this site') };
    });
    expect(found).toEqual({ humanize: false, hide: false });
    const text = await page.evaluate(() => {
      document.getSelection()!.selectAllChildren(document.documentElement);
      return document.getSelection()!.toString();
    });
    expect(text).not.toContain('Humanize');
  });

  it('a sandboxed srcdoc frame gets no sentinel, and shows no button for a selection', async () => {
    await fresh();
    const frames = await framesWithSentinel(page);
    expect(frames).toContain(page.url());
    expect(frames).not.toContain('about:srcdoc');
    const frame = page.frameLocator('#sandboxed');
    const box = (await frame.locator('#t').boundingBox())!;
    await page.mouse.move(box.x + 4, box.y + 10);
    await page.mouse.down();
    await page.mouse.move(box.x + 300, box.y + 10, { steps: 8 });
    await page.mouse.up();
    await page.waitForTimeout(1500);
    expect(await buttonShown(page)).toBe(false);
  });

  it('in a same-origin editor frame written by document.open() (CKEditor 4), it shows', async () => {
    await fresh();
    // The editor starts after the page's scripts ran (the button's script already ran here).
    await page.evaluate(() => (window as unknown as { startEditor(): void }).startEditor());
    const p = page.frameLocator('#ck').locator('#p');
    await p.waitFor();
    const box = (await p.boundingBox())!;
    await page.mouse.click(box.x + 4, box.y + 10);
    await page.mouse.move(box.x + 4, box.y + 10);
    await page.mouse.down();
    await page.mouse.move(box.x + 400, box.y + 10, { steps: 8 });
    await page.mouse.up();
    await waitUntil(() => buttonShown(page), 'the button shown from the editor frame');
    expect(await buttonInChildFrame(page)).toBe(true);
  });

  it('turned on with a tab open: a frame of another origin gets no sentinel', async () => {
    await env.set({ kind: 'forget', site: LOOPBACK_SITE, list: 'sites' });
    await page?.close();
    ({ page } = await env.open('button-fields.html'));
    const other = env.url('button-fields.html', 'localhost');
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      document.body.prepend(frame);
      return new Promise((ok) => frame.addEventListener('load', ok));
    }, other);
    await env.set({ kind: 'site', site: LOOPBACK_SITE, on: true });
    await sentinelRunning(env, page);
    await expect.poll(() => framesWithSentinel(page), EVENTUALLY).toContain(page.url());
    await page.waitForTimeout(1000);
    expect(await framesWithSentinel(page)).not.toContain(other);
  });
});
