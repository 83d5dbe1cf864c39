/**
 * The card of an editor in a same-origin iframe (TinyMCE's about:blank iframe) is drawn in
 * the top-level page, above everything there, where the covered-click check applies: a page
 * that lays a decoy over it gets its click refused (docs/card.md, docs/security.md;
 * lib/card/host/card-site.ts). In the iframe, the editor's own drawing over its
 * frame counted as covering and the check was off; a hostile page embedding the editor's
 * frame could make the user click the card through a decoy.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ACROSS_PARAGRAPHS } from '../pages/shared/sample';
import { callOn, cardFrame, cardHosts, cardTakesClicks } from './support/closed-card';
import { EDITOR_SPECS, EVENTUALLY, type EditorPage } from './support/editor-page';
import { openEditorTab, withEditorPagesEnv } from './support/editor-pages-env';
import { cardPart } from './support/selection-helpers';

const TINYMCE = EDITOR_SPECS.find((spec) => spec.name === 'tinymce')!;

/** Where each card host is: in the top-level document, or in a frame's. */
async function hostPlaces(page: Page): Promise<string[]> {
  const places: string[] = [];
  for (const host of await cardHosts(page)) {
    places.push(
      await callOn(page, host, (el) =>
        el.ownerDocument.defaultView === el.ownerDocument.defaultView?.top ? 'top' : 'frame',
      ),
    );
  }
  return places;
}

describe("an iframe editor's card (TinyMCE)", () => {
  const env = withEditorPagesEnv();

  /** TinyMCE's page with a selection across two paragraphs humanized and written. */
  async function humanized(): Promise<{ page: Page; editor: EditorPage; original: string }> {
    const viewport = { width: 1000, height: 800 };
    const { page, editor } = await openEditorTab(env.ext, env.pagesUrl, TINYMCE, viewport);
    const original = await editor.modelText();
    await editor.select(ACROSS_PARAGRAPHS.start, ACROSS_PARAGRAPHS.end);
    await editor.tab.humanize();
    await expect.poll(() => editor.tab.card.kind(), EVENTUALLY).toBe('replaced');
    expect(await editor.modelText()).not.toBe(original);
    return { page, editor, original };
  }

  it("is drawn in the top document, not in the editor's iframe; Restore original works with real clicks", async () => {
    const { page, editor, original } = await humanized();
    expect(await hostPlaces(page)).toEqual(['top']);
    expect(await editor.hasCardInside()).toBe(false);
    expect((await editor.savedData()) ?? '').not.toMatch(/humanizer/i);
    // The covered-click check is on for it: it takes clicks only once seen uncovered.
    await expect.poll(async () => cardTakesClicks(await cardFrame(page)), EVENTUALLY).toBe(true);

    await cardPart(page, 'card-restore').click();
    await expect
      .poll(() => cardPart(page, 'card-status').textContent(), EVENTUALLY)
      .toContain('Original restored');
    expect(await editor.modelText()).toBe(original);
    expect((await editor.savedData()) ?? '').not.toMatch(/humanizer/i);
    await page.close();
  });

  it('a decoy the page lays over the card makes its click refused; uncovered, the click acts', async () => {
    const { page, editor, original } = await humanized();
    const frame = await cardFrame(page);
    await expect.poll(() => cardTakesClicks(frame), EVENTUALLY).toBe(true);
    const rewritten = await editor.modelText();

    // The embedding page covers the card with something that lets clicks through.
    const box = await cardPart(page, 'humanizer-card').box();
    await page.evaluate((rect) => {
      const decoy = document.createElement('div');
      decoy.id = 'decoy';
      decoy.setAttribute('popover', 'manual');
      decoy.textContent = 'Click anywhere to claim your prize';
      decoy.style.cssText =
        `position: fixed; inset: auto; margin: 0; left: ${rect.x - 20}px;` +
        ` top: ${rect.y - 20}px; width: ${rect.width + 40}px; height: ${rect.height + 40}px;` +
        ' background: gold; pointer-events: none; border: 0; padding: 0;';
      document.body.append(decoy);
      decoy.showPopover();
    }, box);
    await expect.poll(() => cardTakesClicks(frame), EVENTUALLY).toBe(false);

    const restore = await cardPart(page, 'card-restore').box();
    await page.mouse.click(restore.x + restore.width / 2, restore.y + restore.height / 2);
    await page.waitForTimeout(500); // give an obeyed click time to act (it must not)
    expect(await editor.modelText()).toBe(rewritten);
    expect(await cardPart(page, 'humanizer-card').getAttribute('data-kind')).toBe('replaced');

    await page.evaluate(() => document.getElementById('decoy')?.remove());
    await cardPart(page, 'card-restore').click();
    await expect.poll(() => editor.modelText(), EVENTUALLY).toBe(original);
    await page.close();
  });
});
