/**
 * Issue 27, point 2, in Chromium with the built extension: change by change. In review, the
 * user leaves one change of the rewrite and takes the others (a click in a textarea, the
 * keyboard in a plain contenteditable); Replace writes exactly the merged text in one step, and
 * one Ctrl+Z gives the original back; Copy copies that merged text too. The rewrite is the reference server's own (its rule
 * engine makes several changes in SENTENCE); the expected text is computed with the same merge.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { LEFT, mergedLeavingOne, SENTENCE } from './support/change-review-scenarios';
import { grantClipboardReader, readClipboard } from './support/clipboard-reader';
import { untilCardTakesClicks } from './support/closed-card';
import { EVENTUALLY } from './support/editor-page';
import {
  card,
  cardPart,
  fieldValue,
  selectAcross,
  selectInField,
  withSelectionEnv,
} from './support/selection-helpers';

const REST = '\n\nThe rest of the field stays as it is.';

describe('change by change on the review card', () => {
  const env = withSelectionEnv();
  beforeAll(async () => {
    await env.setBehaviour('review');
    await grantClipboardReader(env);
  });

  it('in a textarea: leave one change (click), take the rest, Replace, one Ctrl+Z undoes', async () => {
    const { page, tabId } = await env.open('textarea.html');
    await page.locator('#field').fill(SENTENCE + REST);
    const rewrite = await env.api.rewriteOf(SENTENCE);
    const { count, merged } = mergedLeavingOne(rewrite);
    expect(count).toBeGreaterThanOrEqual(3);
    expect(merged).not.toBe(rewrite);

    await selectInField(page, '#field', 0, SENTENCE.length);
    await env.humanizeSelection(tabId);
    await expect.poll(() => card(page).getAttribute('data-kind'), EVENTUALLY).toBe('review');
    const toggle = cardPart(page, `card-change-${LEFT}`);
    // Its name: the words shown are hidden from it, a visually hidden text names it.
    expect(await toggle.textContent()).toContain(
      `Change ${LEFT} of ${count}: 'It is important to note that the' to 'The', taken`,
    );
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('false');
    expect(await fieldValue(page, '#field')).toBe(SENTENCE + REST);
    // Copy copies what Replace would write (the changes taken), and says so.
    await cardPart(page, 'card-copy').click();
    await expect.poll(() => cardPart(page, 'card-copy').textContent(), EVENTUALLY).toBe('Copied');
    expect(await readClipboard(env, page)).toBe(merged);

    await cardPart(page, 'card-replace').click();
    await expect.poll(() => card(page).getAttribute('data-kind'), EVENTUALLY).toBe('replaced');
    expect(await fieldValue(page, '#field')).toBe(merged + REST);
    await page.locator('#field').focus();
    await page.keyboard.press('Control+z');
    expect(await fieldValue(page, '#field')).toBe(SENTENCE + REST);
    await page.close();
  });

  it('in a contenteditable: leave one change (Space), Replace, the editor holds the merge, Ctrl+Z undoes', async () => {
    const { page, tabId } = await env.open('contenteditable.html');
    const paragraphs = () =>
      page
        .locator('#editor')
        .evaluate((el) =>
          [...el.children].map((p) => (p.textContent ?? '').replace(/\u00a0/g, ' ')),
        );
    await page
      .locator('#editor p:nth-child(1)')
      .evaluate((p, text) => (p.textContent = text), SENTENCE);
    const before = await paragraphs();
    const { merged } = mergedLeavingOne(await env.api.rewriteOf(SENTENCE));

    await selectAcross(
      page,
      { selector: '#editor p:nth-child(1)', offset: 0 },
      { selector: '#editor p:nth-child(1)', offset: SENTENCE.length },
    );
    await env.humanizeSelection(tabId);
    await expect.poll(() => card(page).getAttribute('data-kind'), EVENTUALLY).toBe('review');
    const toggle = cardPart(page, `card-change-${LEFT}`);
    await untilCardTakesClicks(page); // a key's click counts once the card takes clicks
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('false');

    await cardPart(page, 'card-replace').click();
    await expect.poll(() => card(page).getAttribute('data-kind'), EVENTUALLY).toBe('replaced');
    expect(await paragraphs()).toEqual([merged, ...before.slice(1)]);
    await page.locator('#editor').focus();
    await page.keyboard.press('Control+z');
    await expect.poll(paragraphs, EVENTUALLY).toEqual(before);
    await page.close();
  });
});
