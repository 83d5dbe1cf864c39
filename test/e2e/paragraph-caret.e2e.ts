/**
 * Issue 27, point 3: "Another version of this paragraph" for the paragraph under the caret,
 * without a review card (Chromium, built extension, "Replace right away"). A textarea of three
 * paragraphs, the caret in paragraph 2: the card asks "Send 8 words" first (nothing sent before
 * the click), then the API receives paragraph 2 alone, the field becomes
 * p1 + rewrite(p2) + p3, one Ctrl+Z gives the original back; a caret on the empty line between
 * paragraphs sends nothing and the card says why. Tiptap, both browsers:
 * support/paragraph-caret-scenarios.ts (in change-review-editors.e2e.ts).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { EVENTUALLY } from './support/editor-page';
import { CARET_PARAGRAPHS as P } from './support/paragraph-caret-scenarios';
import {
  card,
  cardPart,
  fieldValue,
  anotherParagraphVersion as runParagraphVersion,
  selectInField,
  withSelectionEnv,
  type SelectionEnv,
} from './support/selection-helpers';

const TEXT = P.join('\n\n');

/** The worker's "Another version of this paragraph": its rejection message, or null. */
async function anotherParagraphVersion(env: SelectionEnv, tabId: number): Promise<string | null> {
  return runParagraphVersion(env.ext, tabId).then(
    () => null,
    (err: unknown) => (err instanceof Error ? err.message : String(err)),
  );
}

async function undo(page: Page, selector: string): Promise<void> {
  await page.locator(selector).focus();
  await page.keyboard.press('Control+z');
}

describe('another version of the paragraph under the caret', () => {
  const env = withSelectionEnv();

  it('textarea: a blank line sends nothing; the caret in p2 sends p2 only, writes p1 + new p2 + p3, Ctrl+Z undoes', async () => {
    await env.setBehaviour('replace');
    const { page, tabId } = await env.open('textarea.html');
    await page.locator('#field').fill(TEXT);
    const rewrite = await env.api.rewriteOf(P[1]!);
    expect(rewrite).not.toBe(P[1]);
    await env.api.reset();

    const blankLine = P[0]!.length + 1;
    await selectInField(page, '#field', blankLine, blankLine);
    expect(await anotherParagraphVersion(env, tabId)).toMatch(/empty line/u);
    await expect
      .poll(() => cardPart(page, 'card-notice').textContent(), EVENTUALLY)
      .toMatch(/empty line.*Nothing was sent/u);
    expect(await env.api.textLog()).toEqual([]);
    expect(await fieldValue(page, '#field')).toBe(TEXT);
    // Only the message: the field was not captured (no card of a capture beside it).
    expect(await card(page).count()).toBe(1);
    expect(await card(page).getAttribute('data-kind')).toBe('notice');

    const inSecond = TEXT.indexOf('tool');
    await selectInField(page, '#field', inSecond, inSecond);
    expect(await anotherParagraphVersion(env, tabId)).toBeNull();
    // The card says what the paragraph costs before anything is sent.
    await expect.poll(() => card(page).getAttribute('data-kind'), EVENTUALLY).toBe('confirm');
    expect(await cardPart(page, 'card-confirm').textContent()).toBe('Send 8 words');
    expect(await env.api.textLog()).toEqual([]);
    await cardPart(page, 'card-confirm').click();
    await expect.poll(() => card(page).getAttribute('data-kind'), EVENTUALLY).toBe('replaced');
    expect((await env.api.textLog()).map((r) => r.text)).toEqual([P[1]]);
    expect(await fieldValue(page, '#field')).toBe(`${P[0]}\n\n${rewrite}\n\n${P[2]}`);
    await undo(page, '#field');
    expect(await fieldValue(page, '#field')).toBe(TEXT);
    await env.api.reset();
    await page.close();
  });
});
