/**
 * "Let me review first": the card shows the rewrite as changes against the original and
 * writes nothing until Replace, which goes through the write path (verified) and leaves one
 * Ctrl+Z to bring the original back; Copy copies the rewrite; Discard leaves the field alone.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { EVENTUALLY } from './support/editor-page';
import {
  card,
  cardPart,
  fieldValue,
  selectInField,
  withSelectionEnv,
} from './support/selection-helpers';

describe('review before replacing', () => {
  const env = withSelectionEnv();

  beforeAll(async () => {
    await env.setBehaviour('review');
  });

  /** Types into the field first (earlier typing must survive the undo), then humanizes a span. */
  async function review(page: Page, tabId: number) {
    await page.locator('#field').focus();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Typed before.');
    const original = await fieldValue(page, '#field');
    const start = original.indexOf('it is important');
    const end = original.indexOf('\n\nMoreover');
    const selected = original.slice(start, end);
    const rewrite = await env.api.rewriteOf(selected);
    await selectInField(page, '#field', start, end);
    await env.humanizeSelection(tabId);
    await expect.poll(() => card(page).getAttribute('data-kind'), EVENTUALLY).toBe('review');
    return { original, start, end, rewrite };
  }

  it('shows the changes, writes nothing, then Replace writes once and one Ctrl+Z undoes it', async () => {
    const { page, tabId } = await env.open('textarea.html');
    const { original, start, end, rewrite } = await review(page, tabId);
    expect(rewrite).not.toBe(original.slice(start, end));
    const marks = await cardPart(page, 'card-changes').evaluate((el) => ({
      ins: el.querySelectorAll('ins').length,
      del: el.querySelectorAll('del').length,
    }));
    expect(marks.ins).toBeGreaterThan(0);
    expect(marks.del).toBeGreaterThan(0);
    expect(await fieldValue(page, '#field')).toBe(original);

    await cardPart(page, 'card-replace').click();
    await expect.poll(() => card(page).getAttribute('data-kind'), EVENTUALLY).toBe('replaced');
    expect(await fieldValue(page, '#field')).toBe(
      original.slice(0, start) + rewrite + original.slice(end),
    );
    await page.locator('#field').focus();
    await page.keyboard.press('Control+z');
    expect(await fieldValue(page, '#field')).toBe(original);
    await page.close();
  });

  it('Copy puts the rewrite on the clipboard and leaves the field alone', async () => {
    await env.ext.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { page, tabId } = await env.open('textarea.html');
    const { original, rewrite } = await review(page, tabId);
    await page.evaluate(() => navigator.clipboard.writeText('not the rewrite'));
    await cardPart(page, 'card-copy').click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(rewrite);
    expect(await fieldValue(page, '#field')).toBe(original);
    await page.close();
  });

  it('Discard closes the card and leaves the field exactly as it was', async () => {
    const { page, tabId } = await env.open('textarea.html');
    const { original } = await review(page, tabId);
    await cardPart(page, 'card-discard').click();
    await expect.poll(() => card(page).count(), EVENTUALLY).toBe(0);
    expect(await fieldValue(page, '#field')).toBe(original);
    await page.close();
  });
});
