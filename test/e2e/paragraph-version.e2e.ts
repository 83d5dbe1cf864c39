/**
 * Issue 27, point 3 ("Another version of this paragraph"), in Chromium with the built
 * extension, in review: a textarea of three paragraphs; the card's button for paragraph 2 is
 * named for it and says its cost; the API receives only paragraph 2's text; the new version
 * ("Version 2 of 2") is paragraph 1 and 3 of the first rewrite around the new paragraph 2,
 * the total charged adds that paragraph's charge; Replace writes it, one Ctrl+Z gives the
 * original back. The rewrites are scripted with the reference server's test-only `answerNext`.
 */
import { describe, expect, it } from 'vitest';
import { EVENTUALLY } from './support/editor-page';
import {
  card,
  cardPart,
  fieldValue,
  selectInField,
  withSelectionEnv,
} from './support/selection-helpers';

const P = [
  'It is important to note that the team did good work this year.',
  'We utilize this tool daily to facilitate growth.',
  'The rest of the field is a third paragraph.',
];
const TEXT = P.join('\n\n');

describe('another version of one paragraph on the card', () => {
  const env = withSelectionEnv();

  it('sends paragraph 2 only, shows p1 + new p2 + p3 as version 2, Replace writes it, Ctrl+Z undoes', async () => {
    await env.setBehaviour('review');
    const { page, tabId } = await env.open('textarea.html');
    await page.locator('#field').fill(TEXT);
    const whole = await env.api.answer(TEXT);
    const second = await env.api.answer(P[1]!);
    const rewrites = await Promise.all(P.map((p) => env.api.rewriteOf(p)));
    const first = rewrites.join('\n\n');
    const newSecond = `${rewrites[1]!.replace(/\.$/u, '')}, every day!`;
    await env.api.reset();
    await env.api.faults({ answerNext: [first, newSecond] });

    await selectInField(page, '#field', 0, TEXT.length);
    await env.humanizeSelection(tabId);
    await expect.poll(() => card(page).getAttribute('data-kind'), EVENTUALLY).toBe('review');
    const button = cardPart(page, 'card-paragraph-2');
    expect(await button.getAttribute('aria-label')).toBe(
      `Another version of paragraph 2, words charged: about ${second.word_count}`,
    );
    await button.click();
    await expect
      .poll(() => cardPart(page, 'card-version').textContent(), EVENTUALLY)
      .toBe('Version 2 of 2');
    expect((await env.api.textLog()).map((r) => r.text)).toEqual([TEXT, P[1]]);
    expect(await cardPart(page, 'card-total-cost').textContent()).toMatch(
      new RegExp(`: ${whole.words_charged + second.words_charged}$`, 'u'),
    );
    expect(await fieldValue(page, '#field')).toBe(TEXT);

    await cardPart(page, 'card-replace').click();
    await expect.poll(() => card(page).getAttribute('data-kind'), EVENTUALLY).toBe('replaced');
    expect(await fieldValue(page, '#field')).toBe(
      `${rewrites[0]}\n\n${newSecond}\n\n${rewrites[2]}`,
    );
    await page.locator('#field').focus();
    await page.keyboard.press('Control+z');
    expect(await fieldValue(page, '#field')).toBe(TEXT);
    await env.api.reset();
    await page.close();
  });
});
