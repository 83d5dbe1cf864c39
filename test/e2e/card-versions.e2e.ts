/**
 * Issue 27, points 3 and 4, in Chromium with the built extension, in review: the card says
 * what another version will cost before it is sent (the API's own word count), the second
 * version appears as "Version 2 of 2", the card steps back to the Original and forward, and
 * Replace writes the version shown; the total words charged is what the API reported for both.
 * The two rewrites are scripted with the reference server's test-only `answerNext` so they
 * differ (its rule engine is deterministic).
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

const SENTENCE = 'It is important to note that the team did good work this year.';
const REST = '\n\nThe rest of the field stays as it is.';

describe('the versions of a text on the card', () => {
  const env = withSelectionEnv();

  it('Another version says its cost, shows "2 of 2", steps to the Original, and Replace writes the one shown', async () => {
    await env.setBehaviour('review');
    const { page, tabId } = await env.open('textarea.html');
    await page.locator('#field').fill(SENTENCE + REST);
    const own = await env.api.answer(SENTENCE);
    const first = own.humanized_text;
    const second = first.replace(/\.$/u, '!');
    expect(second).not.toBe(first);
    await env.api.faults({ answerNext: [first, second] });

    await selectInField(page, '#field', 0, SENTENCE.length);
    await env.humanizeSelection(tabId);
    await expect.poll(() => card(page).getAttribute('data-kind'), EVENTUALLY).toBe('review');
    expect(await cardPart(page, 'card-another-cost').textContent()).toMatch(
      new RegExp(`about ${own.word_count}$`, 'u'),
    );

    await cardPart(page, 'card-another').click();
    await expect
      .poll(() => cardPart(page, 'card-version').textContent(), EVENTUALLY)
      .toBe('Version 2 of 2');
    expect(await cardPart(page, 'card-total-cost').textContent()).toMatch(
      new RegExp(`: ${2 * own.words_charged}$`, 'u'),
    );
    expect(await fieldValue(page, '#field')).toBe(SENTENCE + REST);

    await cardPart(page, 'card-version-previous').click();
    await expect.poll(() => cardPart(page, 'card-version').textContent()).toBe('Version 1 of 2');
    await cardPart(page, 'card-version-previous').click();
    await expect.poll(() => cardPart(page, 'card-version').textContent()).toBe('Original');
    expect(await cardPart(page, 'card-replace').count()).toBe(0);
    await cardPart(page, 'card-version-next').click();
    await expect.poll(() => cardPart(page, 'card-version').textContent()).toBe('Version 1 of 2');

    await cardPart(page, 'card-replace').click();
    await expect.poll(() => card(page).getAttribute('data-kind'), EVENTUALLY).toBe('replaced');
    expect(await fieldValue(page, '#field')).toBe(first + REST);
    await env.api.reset();
    await page.close();
  });
});
