/**
 * Issue 27, point 3, on the card in Chromium: "Another version" of a text over the user's
 * words threshold asks first, with the existing confirm card ("Send N words"), and nothing is
 * sent to the server until the user confirms; then the second version shows as "Version 2 of
 * 2". (The popup's question: test/e2e/popup-versions.e2e.ts.)
 */
import { describe, expect, it } from 'vitest';
import { EVENTUALLY } from './support/editor-page';
import { configureExtension } from './support/extension-settings';
import { card, cardPart, selectInField, withSelectionEnv } from './support/selection-helpers';

const SENTENCE = 'It is important to note that the team did good work this year.';

describe('the card: Another version above the words threshold', () => {
  const env = withSelectionEnv();

  it('asks first and sends nothing until confirmed', async () => {
    await configureExtension(env.ext, env.server.baseUrl, {
      editableBehaviour: 'review',
      confirmAboveWords: 3,
    });
    const { page, tabId } = await env.open('textarea.html');
    await page.locator('#field').fill(SENTENCE);
    const own = await env.api.answer(SENTENCE);
    await env.api.faults({ answerNext: [own.humanized_text, own.humanized_text + ' Again.'] });
    const sent = async () => (await env.api.log()).filter((r) => r.text === SENTENCE).length;
    const before = await sent();

    await selectInField(page, '#field', 0, SENTENCE.length);
    await env.humanizeSelection(tabId);
    // The selection itself is over the threshold too: confirmed as usual.
    await expect.poll(() => card(page).getAttribute('data-kind'), EVENTUALLY).toBe('confirm');
    await cardPart(page, 'card-confirm').click();
    await expect.poll(() => card(page).getAttribute('data-kind'), EVENTUALLY).toBe('review');
    expect(await sent()).toBe(before + 1);

    await cardPart(page, 'card-another').click();
    await expect.poll(() => card(page).getAttribute('data-kind'), EVENTUALLY).toBe('confirm');
    expect(await cardPart(page, 'card-confirm').textContent()).toBe(`Send ${own.word_count} words`);
    expect(await sent()).toBe(before + 1);

    await cardPart(page, 'card-confirm').click();
    await expect
      .poll(() => cardPart(page, 'card-version').textContent(), EVENTUALLY)
      .toBe('Version 2 of 2');
    expect(await sent()).toBe(before + 2);
    await env.api.reset();
    await page.close();
  });
});
