/**
 * In-page humanize in a plain contenteditable: paragraphs across the selection survive as
 * paragraphs, the text is exactly prefix + server result + suffix, one Ctrl+Z restores, and
 * "Restore original" brings the original back.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { card, cardPart, selectAcross, withSelectionEnv } from './support/selection-helpers';
import { EVENTUALLY } from './support/editor-page';

/** The editor's paragraphs as the user sees them (one entry per block). */
const paragraphs = (page: Page) =>
  page
    .locator('#editor')
    .evaluate((el) =>
      Array.from(el.children).map((p) => (p.textContent ?? '').replace(/\u00a0/g, ' ')),
    );

describe('humanize selection in a plain contenteditable', () => {
  const env = withSelectionEnv();

  async function humanizeAcrossParagraphs(page: Page, tabId: number) {
    const before = await paragraphs(page);
    const [p1 = '', p2 = '', p3 = ''] = before;
    const a = p1.indexOf('it is important');
    const b = p2.indexOf('the ever-evolving');
    const selected = `${p1.slice(a)}\n${p2.slice(0, b)}`;
    const rewrite = await env.api.rewriteOf(selected);
    await selectAcross(
      page,
      { selector: '#editor p:nth-child(1)', offset: a },
      { selector: '#editor p:nth-child(2)', offset: b },
    );
    await env.humanizeSelection(tabId);
    await expect.poll(() => card(page).getAttribute('data-kind'), EVENTUALLY).toBe('replaced');
    const lines = `${p1.slice(0, a)}${rewrite}${p2.slice(b)}`.split('\n');
    return { before, selected, expected: [...lines, p3] };
  }

  it('keeps paragraphs, matches prefix + result + suffix, and Ctrl+Z restores', async () => {
    const { page, tabId } = await env.open('contenteditable.html');
    const { before, selected, expected } = await humanizeAcrossParagraphs(page, tabId);
    expect((await env.api.log()).some((r) => r.text === selected)).toBe(true);
    expect(await paragraphs(page)).toEqual(expected);
    expect(expected).not.toEqual(before);

    await page.locator('#editor').focus();
    await page.keyboard.press('Control+z');
    await expect.poll(() => paragraphs(page), EVENTUALLY).toEqual(before);
    await page.close();
  });

  it('"Restore original" puts the original paragraphs back', async () => {
    const { page, tabId } = await env.open('contenteditable.html');
    const { before, expected } = await humanizeAcrossParagraphs(page, tabId);
    expect(await paragraphs(page)).toEqual(expected);
    await cardPart(page, 'card-restore').click();
    await expect
      .poll(() => cardPart(page, 'card-status').textContent(), EVENTUALLY)
      .toContain('Original restored');
    expect(await paragraphs(page)).toEqual(before);
    await page.close();
  });

  it('an editor that refuses the write is left untouched; the card offers Copy and Try again', async () => {
    const { page, tabId } = await env.open('refusing-editor.html');
    const before = await paragraphs(page);
    const p1 = before[0] ?? '';
    const rewrite = await env.api.rewriteOf(p1);
    await selectAcross(
      page,
      { selector: '#editor p', offset: 0 },
      { selector: '#editor p', offset: p1.length },
    );
    await env.humanizeSelection(tabId);
    await expect.poll(() => card(page).getAttribute('data-kind'), EVENTUALLY).toBe('result');
    expect(await cardPart(page, 'card-status').textContent()).toMatch(/did not accept/);
    expect(await cardPart(page, 'card-text').textContent()).toBe(rewrite);
    expect(await cardPart(page, 'card-copy').isVisible()).toBe(true);
    expect(await cardPart(page, 'card-try-replace').isVisible()).toBe(true);
    expect(await paragraphs(page)).toEqual(before);
    await page.close();
  });
});
